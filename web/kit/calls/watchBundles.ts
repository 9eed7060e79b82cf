import { followReceipt, type WaitForReceipt } from '../transactions/receipts.ts'
import { isBundle, type TrackedBundle, type TransactionStore } from '../transactions/store.ts'
import { followBundle, type GetCallsStatus } from './poll.ts'
import { callHashesOf, callStatusesOf, sequenceStatusOf, type CallStatus } from './status.ts'

export interface BundleSources {
  /** `wallet_getCallsStatus` through the connected wallet. */
  getStatus: GetCallsStatus
  /** A transaction's receipt, for calls sent one by one. */
  wait: WaitForReceipt
}

type Outcome = Pick<TrackedBundle, 'status' | 'calls'>

async function followWalletBundle(bundle: TrackedBundle, getStatus: GetCallsStatus, signal: AbortSignal) {
  const read = await followBundle(getStatus, bundle.id, { signal })
  if (!read) return undefined
  const statuses = callStatusesOf(bundle.calls.length, read)
  const hashes = callHashesOf(bundle.calls.length, read.receipts)
  return {
    status: read.status,
    calls: bundle.calls.map((call, i) => ({ hash: hashes[i] ?? call.hash, status: statuses[i]! })),
  }
}

async function followSequence(bundle: TrackedBundle, wait: WaitForReceipt, signal: AbortSignal) {
  const statuses = await Promise.all(
    bundle.calls.map(async (call): Promise<CallStatus | undefined> =>
      call.status === 'pending' && call.hash ? followReceipt(wait, call.hash, { signal }) : call.status,
    ),
  )
  if (signal.aborted || statuses.includes(undefined)) return undefined
  const calls = bundle.calls.map((call, i) => ({ ...call, status: statuses[i]! }))
  return { status: sequenceStatusOf(calls.map((c) => c.status)), calls }
}

/**
 * The bundle watcher's effect (TransactionWatcher, beside the receipts): follows every pending
 * bundle of `address` on `chainId` in `store`, restored ones too, and records its outcome there.
 * Returns the cleanup, after which nothing is recorded.
 */
export function watchBundles(
  store: TransactionStore,
  address: string,
  chainId: number,
  { getStatus, wait }: BundleSources,
): () => void {
  const stop = new AbortController()
  for (const entry of store.list(address, chainId)) {
    if (!isBundle(entry) || entry.status !== 'pending') continue
    const outcome: Promise<Outcome | undefined> =
      entry.via === 'wallet'
        ? followWalletBundle(entry, getStatus, stop.signal)
        : followSequence(entry, wait, stop.signal)
    void outcome.then((done) => done && !stop.signal.aborted && store.setBundle(address, chainId, entry.id, done))
  }
  return () => stop.abort()
}
