import { useQuery } from '@tanstack/react-query'
import { fill } from '../../i18n/en.ts'
import type { SafeCatalogue } from '../../i18n/en-safe.ts'
import { fillCounts } from '../../i18n/fillCounts.ts'
import { useLocaleState } from '../../i18n/store.ts'
import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { shortenAddress } from '../../lib/format.ts'
import { getSafeInfo, getTransactionQueue } from '../../safe/gateway/endpoints.ts'
import type { AddressEx, SafeInfo, TransactionListItem } from '../../safe/gateway/types.ts'
import type { ImplementationVersionState } from '../../safe/gateway/vocabulary.ts'
import { GatewayFailure } from './GatewayFailure.tsx'
import { LinePlaceholder } from './LinePlaceholder.tsx'
import { useGateway, queueUrl, type SafeContext } from './useSafe.ts'

const VERSION_STATE: Record<ImplementationVersionState, keyof SafeCatalogue> = {
  UP_TO_DATE: 'safeVersionUpToDate',
  OUTDATED: 'safeVersionOutdated',
  UNKNOWN: 'safeVersionUnknown',
}

/** The nonce the next queued transaction uses: the first one under the 'Next' label. */
function queueSummary(items: TransactionListItem[], safeNonce: number) {
  const transactions = items.filter((item) => item.type === 'TRANSACTION')
  const next = transactions[0]?.transaction.executionInfo?.nonce ?? safeNonce
  return { count: transactions.length, next }
}

/**
 * Address, name, owners and threshold, version state, and the queue. The owners come from the
 * host at once (the gateway adds their names); the version and the queue hold their lines while
 * the gateway answers.
 */
export function SafeOverview({ safe, ensName }: { safe: SafeContext; ensName?: string | null }) {
  const m = useSafeMessages()
  const gateway = useGateway()
  const { locale } = useLocaleState()
  const ref = { chainId: safe.chainId, address: safe.address }
  const info = useQuery({
    queryKey: ['safe', 'gateway', 'info', ref],
    queryFn: () => getSafeInfo(gateway, ref),
    retry: false,
  })
  const queue = useQuery({
    queryKey: ['safe', 'gateway', 'queue', ref],
    queryFn: () => getTransactionQueue(gateway, ref, { trusted: true }),
    enabled: info.isSuccess,
    retry: false,
  })
  // The gateway names Safes from its address book when no name-service name is known.
  const name = ensName ?? info.data?.address.name
  const summary = queue.data && info.data ? queueSummary(queue.data.results, info.data.nonce) : undefined
  const owners: AddressEx[] = info.data?.owners ?? safe.owners.map((value) => ({ value }))

  return (
    <section
      className="safe-overview"
      aria-label={m.safeLabel}
      aria-busy={info.isPending || (info.isSuccess && queue.isPending)}
    >
      <p className="safe-address" title={safe.address}>
        <span data-testid="safe-address">{shortenAddress(safe.address)}</span>
        {name && <span className="safe-name"> {name}</span>}
      </p>
      <p data-testid="safe-threshold">
        {fillCounts(m.safeThreshold, { threshold: safe.threshold, owners: safe.owners.length }, locale)}
      </p>
      {info.isError && (
        <GatewayFailure
          error={info.error}
          title={m.safeInfoError}
          retrying={info.isFetching}
          onRetry={() => void info.refetch()}
          testId="safe-info-error"
        />
      )}
      <Owners owners={owners} />
      {info.data ? <Version info={info.data} /> : !info.isError && <LinePlaceholder />}
      {summary ? (
        <p data-testid="safe-queue">{fillCounts(m.safeQueue, { count: summary.count, next: summary.next }, locale)}</p>
      ) : (
        !info.isError && !queue.isError && <LinePlaceholder />
      )}
      {queue.isError && (
        <GatewayFailure error={queue.error} retrying={queue.isFetching} onRetry={() => void queue.refetch()} />
      )}
      <a href={queueUrl(safe)} target="_top" rel="noopener" data-testid="safe-queue-link">
        {m.safeQueueLink}
      </a>
    </section>
  )
}

function Owners({ owners }: { owners: AddressEx[] }) {
  const m = useSafeMessages()
  return (
    <ul className="safe-owners" aria-label={m.safeOwners}>
      {owners.map((owner) => (
        <li key={owner.value} title={owner.value}>
          {owner.name ?? shortenAddress(owner.value)}
        </li>
      ))}
    </ul>
  )
}

function Version({ info }: { info: SafeInfo }) {
  const m = useSafeMessages()
  return (
    <p data-testid="safe-version">
      {fill(m.safeVersion, {
        version: info.version ?? '?',
        state: m[VERSION_STATE[info.implementationVersionState]],
      })}
    </p>
  )
}
