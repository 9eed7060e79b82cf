import { useCallback } from 'react'
import { useDisconnect } from 'wagmi'
import type { AuthAdapter } from '../../auth/adapter.ts'
import { authAdapter, authSessionStore } from '../../auth/instance.ts'
import type { AuthSessionStore } from '../../auth/session-store.ts'
import { useSignIn } from '../../auth/useSignIn.ts'
import { config } from '../../config/index.ts'
import { fill } from '../../i18n/en.ts'
import { useMessages } from '../../i18n/store.ts'
import { useSignInMessages } from '../../i18n/useSignInMessages.ts'
import { Modal, ModalHeader } from '../Modal/Modal.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import './SignInModal.css'

interface SignInModalProps {
  /** Called once the user has cancelled, which disconnects the wallet. */
  onClose: () => void
}

const BUSY_TEXT = {
  signing: 'waitingForSignature',
  awaitingConfirmations: 'awaitingConfirmations',
  verifying: 'verifyingSignature',
} as const

/**
 * The sign-in step (connection status 'unauthenticated'): shows the message, asks the wallet to
 * sign it and the API to verify it. Cancelling (the button, Escape, the backdrop, ×) disconnects:
 * a connected but signed-out account is not a state the app offers. Renders nothing when sign-in
 * is off.
 */
export function SignInModal({ onClose }: SignInModalProps) {
  if (!authAdapter || !authSessionStore) return null
  return <SignInDialog adapter={authAdapter} store={authSessionStore} onClose={onClose} />
}

export default SignInModal

function SignInDialog({
  adapter,
  store,
  onClose,
}: SignInModalProps & { adapter: AuthAdapter; store: AuthSessionStore }) {
  const t = useMessages()
  const m = useSignInMessages()
  const { state, signIn } = useSignIn(adapter, store)
  const { mutate: disconnect } = useDisconnect()
  const cancel = useCallback(() => disconnect(undefined, { onSettled: onClose }), [disconnect, onClose])
  const title = fill(m.signInTitle, { app: config.appName })
  const busy = state.status !== 'idle'

  return (
    <Modal label={title} onClose={cancel} testId="sign-in-modal" className="kit-signin">
      <ModalHeader title={title} onClose={cancel} />
      <p className="kit-muted kit-signin-text">{m.signInIntro}</p>
      <pre className="kit-signin-message" data-testid="sign-in-message" aria-label={m.messageToSign} tabIndex={0}>
        {state.message?.text ?? m.preparingMessage}
      </pre>
      <p className="kit-signin-status" role="status" data-testid="sign-in-status" data-status={state.status}>
        {busy && <Spinner size={16} />}
        {busy ? m[BUSY_TEXT[state.status as keyof typeof BUSY_TEXT]] : ''}
      </p>
      {state.error && (
        <p className="kit-error kit-signin-error" role="alert" data-testid="sign-in-error">
          {m[state.error]}
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
