import { en } from '../../i18n/en'
import { summarizeError } from './errorSummary'

/**
 * A failed connection: a short message, RETRY right under it, and a long error's full text behind
 * a disclosure, so neither the message nor RETRY is ever pushed out of the panel.
 */
export function ConnectionError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { summary, details } = summarizeError(message ?? '', en.connectionFailed)
  return (
    <>
      <p className="kit-error" role="alert" data-testid="connect-error">
        {summary}
      </p>
      <button type="button" className="kit-pill" data-testid="connect-retry" onClick={onRetry}>
        {en.retry}
      </button>
      {details && (
        <details className="kit-error-details" data-testid="connect-error-details">
          <summary>{en.errorDetails}</summary>
          <p tabIndex={0}>{details}</p>
        </details>
      )}
    </>
  )
}
