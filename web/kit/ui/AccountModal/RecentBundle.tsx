import { fillCounts } from '../../i18n/fillCounts.ts'
import { useLocale, useMessages } from '../../i18n/store.ts'
import { useCallsMessages } from '../../i18n/useCallsMessages.ts'
import type { TrackedBundle } from '../../transactions/store.ts'
import { ExternalIcon } from '../icons/icons.tsx'
import { StatusIcon } from './StatusIcon.tsx'
import { statusText } from './statusText.ts'

/** A bundle in Recent Transactions: its own status, then each call's, with its explorer link. */
export function RecentBundle({ bundle, explorer }: { bundle: TrackedBundle; explorer: string | undefined }) {
  const t = useMessages()
  const c = useCallsMessages()
  const locale = useLocale()
  const total = bundle.calls.length
  return (
    <li className="kit-tx kit-tx--bundle" data-status={bundle.status} data-testid="bundle">
      <StatusIcon status={bundle.status} />
      <span className="kit-tx-text">
        <span className="kit-tx-description">{bundle.description}</span>
        <span className={`kit-small kit-tx-status kit-tx-status--${bundle.status}`}>
          {statusText(bundle.status, t, c)}
        </span>
        <ol className="kit-tx-calls">
          {bundle.calls.map((call, i) => {
            const label = fillCounts(c.callLabel, { index: i + 1, total }, locale)
            const status = statusText(call.status, t, c)
            return (
              <li key={i} className="kit-tx-call kit-small" data-status={call.status} data-testid="bundle-call">
                <span className="kit-tx-call-label">{label}</span>
                <span className={`kit-tx-status kit-tx-status--${call.status}`}>{status}</span>
                {explorer && call.hash && (
                  <a
                    className="kit-icon-button kit-tx-call-link"
                    href={`${explorer}/tx/${call.hash}`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${bundle.description}, ${label}: ${status}`}
                  >
                    <ExternalIcon />
                  </a>
                )}
              </li>
            )
          })}
        </ol>
      </span>
    </li>
  )
}
