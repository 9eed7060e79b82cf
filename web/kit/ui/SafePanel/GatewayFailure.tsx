import { useMessages } from '../../i18n/store.ts'
import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { gatewayErrorText } from './gatewayErrorText.ts'

export interface GatewayFailureProps {
  error: Error
  /** The section's own heading for the failure, above the gateway's text. */
  title?: string
  /** A new request is on its way: RETRY waits for it rather than stacking another. */
  retrying: boolean
  onRetry: () => void
  testId?: string
}

/**
 * A section's gateway request failed (an error status, a body that is not JSON, or no answer by
 * the deadline): the failure in words, and RETRY to ask the gateway again. RETRY stays outside
 * the alert, so a screen reader announces the failure alone.
 */
export function GatewayFailure({ error, title, retrying, onRetry, testId }: GatewayFailureProps) {
  const t = useMessages()
  const m = useSafeMessages()
  return (
    <div className="safe-failure">
      <p role="alert" className="safe-error" data-testid={testId}>
        {title && <strong>{title}</strong>}
        <span>{gatewayErrorText(m, error)}</span>
      </p>
      <button type="button" className="kit-pill" onClick={onRetry} disabled={retrying}>
        {t.retry}
      </button>
    </div>
  )
}
