import { useMessages } from '../../i18n/store.ts'
import { useErrorMessages } from '../../i18n/useErrorMessages.ts'
import { useSignInMessages } from '../../i18n/useSignInMessages.ts'
import { connectErrorMessage, type ErrorText } from '../errors/errorText.ts'
import { summarizeError } from './errorSummary.ts'

/**
 * A failed connection: a short message, RETRY right under it, and a long error's full text behind
 * a disclosure, so neither the message nor RETRY is ever pushed out of the panel. The text is
 * made here, so it follows a change of language.
 */
export function ConnectionError({ error, onRetry }: { error?: ErrorText; onRetry: () => void }) {
  const t = useMessages()
  const errors = useErrorMessages()
  const signIn = useSignInMessages()
  const message = error ? connectErrorMessage(error, errors, signIn) : ''
  const { summary, details } = summarizeError(message, t.connectionFailed)
  return (
    <>
      <p className="kit-error" role="alert" data-testid="connect-error">
        {summary}
      </p>
      <button type="button" className="kit-pill" data-testid="connect-retry" onClick={onRetry}>
        {t.retry}
      </button>
      {details && (
        <details className="kit-error-details" data-testid="connect-error-details">
          <summary>{t.errorDetails}</summary>
          <p tabIndex={0}>{details}</p>
        </details>
      )}
    </>
  )
}
