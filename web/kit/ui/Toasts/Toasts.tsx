import { useEffect, useState } from 'react'
import { useConnection } from 'wagmi'
import { useMessages } from '../../i18n/store.ts'
import { useCallsMessages } from '../../i18n/useCallsMessages.ts'
import { useTransactionStore } from '../../transactions/transactions.ts'
import { statusText } from '../AccountModal/statusText.ts'
import { StatusIcon } from '../AccountModal/StatusIcon.tsx'
import { CloseIcon } from '../icons/icons.tsx'
import { useKit } from '../KitProvider/context.ts'
import { settledBetween, withoutToast, withToast, type Toast } from './toastList.ts'
import './Toasts.css'

/**
 * Toasts that tell when a tracked transaction or bundle confirms or fails while the page is open:
 * a polite live region (read out, never focused), newest last, each dismissible, with a link to
 * the details in the account modal. Renders the empty region ahead, so the first one is announced.
 */
export default function Toasts() {
  const t = useMessages()
  const c = useCallsMessages()
  const store = useTransactionStore()
  const { openAccountModal } = useKit()
  const { address, chainId } = useConnection()
  const [toasts, setToasts] = useState<Toast[]>([])

  // The connected account's entries on its chain, as the watcher settles them; restored final
  // ones are no news.
  useEffect(() => {
    let before = store.list(address, chainId)
    return store.subscribe(() => {
      const after = store.list(address, chainId)
      const settled = settledBetween(before, after)
      before = after
      if (settled.length) setToasts((list) => settled.reduce(withToast, list))
    })
  }, [store, address, chainId])

  return (
    <section className="kit-toasts" aria-label={c.toastsLabel}>
      <div role="status" aria-live="polite">
        <ol className="kit-toasts-list">
          {toasts.map(({ id, entry }) => (
            <li key={id} className="kit-toast" data-status={entry.status} data-testid="toast">
              <StatusIcon status={entry.status} />
              <p className="kit-toast-text">
                <span className="kit-toast-title">{entry.description}</span>
                <span className={`kit-small kit-tx-status kit-tx-status--${entry.status}`}>
                  {statusText(entry.status, t, c)}
                </span>
              </p>
              <button type="button" className="kit-text-button" onClick={openAccountModal} data-testid="toast-details">
                {c.toastDetails}
              </button>
              <button
                type="button"
                className="kit-icon-button"
                aria-label={`${c.toastDismiss}: ${entry.description}`}
                onClick={() => setToasts((list) => withoutToast(list, id))}
                data-testid="toast-dismiss"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
