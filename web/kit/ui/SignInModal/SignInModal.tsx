import { useCallback } from 'react'
import { useDisconnect } from 'wagmi'
import type { AuthAdapter } from '../../auth/adapter.ts'
import type { AuthSessionStore } from '../../auth/session-store.ts'
import { SIGN_IN_REJECTED, type SignInState } from '../../auth/machine.ts'
import { useSignIn } from '../../auth/useSignIn.ts'
import { useKitRuntime } from '../../runtime/context.ts'
import { fill, type Catalogue } from '../../i18n/en.ts'
import type { SignInCatalogue } from '../../i18n/en-signin.ts'
import { fillCounts } from '../../i18n/fillCounts.ts'
import { useLocaleState, useMessages } from '../../i18n/store.ts'
import { useSignInMessages } from '../../i18n/useSignInMessages.ts'
import { Modal, ModalHeader } from '../Modal/Modal.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import './SignInModal.css'

interface SignInModalProps {
  /** Called once the user has cancelled, which disconnects the wallet. */
  onClose: () => void
}

/** What the dialog says while busy, by state. */
function busyText(state: SignInState): keyof SignInCatalogue | undefined {
  switch (state.status) {
    case 'signing':
      return 'waitingForSignature'
    case 'verifying':
      return 'verifyingSignature'
    case 'awaitingConfirmations':
      if (state.wait?.via !== 'transaction') return 'awaitingConfirmations'
      return state.wait.progress?.executing ? 'awaitingExecution' : 'awaitingTransaction'
    case 'idle':
      return undefined
  }
}

/** An error's text: a refusal reads as every refused request; the rest are the sign-in catalogue's. */
const errorText = (error: NonNullable<SignInState['error']>, t: Catalogue, m: SignInCatalogue) =>
  error === SIGN_IN_REJECTED ? t.requestRejected : m[error]

/**
 * The sign-in step (connection status 'unauthenticated'): shows the message, asks the wallet to
 * sign it and the API to verify it. Cancelling (the button, Escape, the backdrop, ×) disconnects:
 * a connected but signed-out account is not a state the app offers. Renders nothing when sign-in
 * is off.
 */
export function SignInModal({ onClose }: SignInModalProps) {
  const { auth } = useKitRuntime()
  if (!auth) return null
  return <SignInDialog adapter={auth.adapter} store={auth.store} appName={auth.appName} onClose={onClose} />
}

export default SignInModal

function SignInDialog({
  adapter,
  store,
  appName,
  onClose,
}: SignInModalProps & { adapter: AuthAdapter; store: AuthSessionStore; appName: string }) {
  const t = useMessages()
  const m = useSignInMessages()
  const { state, signIn } = useSignIn(adapter, store)
  const { mutate: disconnect } = useDisconnect()
  const cancel = useCallback(() => disconnect(undefined, { onSettled: onClose }), [disconnect, onClose])
  const { locale } = useLocaleState()
  const title = fill(m.signInTitle, { app: appName })
  const busy = state.status !== 'idle'
  const status = busyText(state)
  const progress = state.status === 'awaitingConfirmations' ? state.wait?.progress : undefined

  return (
    <Modal label={title} onClose={cancel} testId="sign-in-modal" className="kit-signin">
      <ModalHeader title={title} onClose={cancel} />
      <p className="kit-muted kit-signin-text">{m.signInIntro}</p>
      <pre className="kit-signin-message" data-testid="sign-in-message" aria-label={m.messageToSign} tabIndex={0}>
        {state.message?.text ?? (state.preparing ? m.preparingMessage : '')}
      </pre>
      <p className="kit-signin-status" role="status" data-testid="sign-in-status" data-status={state.status}>
        {busy && <Spinner size={16} />}
        {status ? m[status] : ''}
      </p>
      {progress && (
        <p className="kit-signin-progress" role="status" data-testid="sign-in-progress">
          {fillCounts(m.ownersConfirmed, { confirmed: progress.confirmed, required: progress.required }, locale)}
        </p>
      )}
      {state.error && (
        <p className="kit-error kit-signin-error" role="alert" data-testid="sign-in-error">
          {errorText(state.error, t, m)}
        </p>
      )}
      <div className="kit-signin-actions">
        <button
          type="button"
          className="kit-button kit-button--secondary"
          data-testid="sign-in-cancel"
          onClick={cancel}
        >
          {t.disconnect}
        </button>
        <button
          type="button"
          className="kit-button kit-button--primary"
          data-testid="sign-in-button"
          disabled={busy}
          onClick={() => void signIn()}
        >
          {m.signInButton}
        </button>
      </div>
    </Modal>
  )
}
