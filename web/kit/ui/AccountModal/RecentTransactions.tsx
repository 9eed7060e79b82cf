import type { Chain } from 'viem'
import { useConnection } from 'wagmi'
import { useMessages } from '../../i18n/store.ts'
import { fill, type MessageKey } from '../../i18n/en.ts'
import { useRecentTransactions, useTransactionStore } from '../../transactions/transactions.ts'
import { useKitRuntime } from '../../runtime/context.ts'
import { isBundle, type TrackedTransaction } from '../../transactions/store.ts'
import { ExternalIcon } from '../icons/icons.tsx'
import { useKit } from '../KitProvider/context.ts'
import { RecentBundle } from './RecentBundle.tsx'
import { StatusIcon } from './StatusIcon.tsx'

/** docs/spec.md §9.2: the account modal shows the latest 3. */
export const RECENT_SHOWN = 3

const STATUS_TEXT = { pending: 'txPending', confirmed: 'txConfirmed', failed: 'txFailed' } as const satisfies Record<
  TrackedTransaction['status'],
  MessageKey
>

/** 'Recent Transactions': the latest three (transactions or bundles), Clear All, and the explorer link. */
export function RecentTransactions({ chain }: { chain: Chain }) {
  const t = useMessages()
  const { address } = useConnection()
  const transactions = useRecentTransactions()
  const { announce } = useKit()
  const { config } = useKitRuntime()
  const store = useTransactionStore()
  const explorer = chain.blockExplorers?.default.url

  const clear = () => {
    try {
      store.clear(address, chain.id)
    } catch (error) {
      announce((error as Error).message)
    }
  }

  return (
    <section className="kit-recent" aria-labelledby="kit-recent-title">
      <div className="kit-recent-header">
        <h3 id="kit-recent-title" className="kit-item-title">
          {t.recentTransactions}
        </h3>
        {transactions.length > 0 && (
          <button type="button" className="kit-text-button" data-testid="clear-transactions" onClick={clear}>
            {t.clearAll}
          </button>
        )}
      </div>
      {transactions.length === 0 ? (
        <p className="kit-muted kit-small" data-testid="transactions-empty">
          {fill(t.transactionsEmpty, { app: config.appName || t.transactionsEmptyFallbackApp })}
        </p>
      ) : (
        <ul className="kit-tx-list" data-testid="transactions">
          {transactions.slice(0, RECENT_SHOWN).map((tx) =>
            isBundle(tx) ? (
              <RecentBundle key={tx.id} bundle={tx} explorer={explorer} />
            ) : (
              <li key={tx.hash} className="kit-tx" data-status={tx.status}>
                <StatusIcon status={tx.status} />
                <span className="kit-tx-text">
                  <span className="kit-tx-description">{tx.description}</span>
                  <span className={`kit-small kit-tx-status kit-tx-status--${tx.status}`}>
                    {t[STATUS_TEXT[tx.status]]}
                  </span>
                </span>
                {explorer && (
                  <a
                    className="kit-icon-button"
                    href={`${explorer}/tx/${tx.hash}`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`${tx.description}: ${t[STATUS_TEXT[tx.status]]}`}
                  >
                    <ExternalIcon />
                  </a>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {explorer && address && (
        <a
          className="kit-explorer-link"
          href={`${explorer}/address/${address}`}
          target="_blank"
          rel="noreferrer"
          data-testid="explorer-link"
        >
          {t.viewOnExplorer}
          <ExternalIcon />
        </a>
      )}
    </section>
  )
}
