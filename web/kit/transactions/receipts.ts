import type { Hash } from 'viem'
import { isBundle, type TrackedTransaction, type TransactionStore } from './store.ts'
import { abortableSleep } from '../lib/abortableSleep.ts'

/** Waits for a transaction's receipt; rejects when it gives up (viem's timeout, an RPC error). */
export type WaitForReceipt = (hash: Hash) => Promise<{ status: 'success' | 'reverted' }>

/** Backoff between attempts: 1 s, doubling, at most 30 s apart. */
export const RECEIPT_RETRY = { firstDelayMs: 1_000, maxDelayMs: 30_000 } as const

export const retryDelay = (failures: number) =>
  Math.min(RECEIPT_RETRY.firstDelayMs * 2 ** (failures - 1), RECEIPT_RETRY.maxDelayMs)

export interface FollowOptions {
  /** Stops the retries (the watcher's effect ended). */
  signal: AbortSignal
  /** Waits `ms`, or less when `signal` aborts; a test passes one that does not really wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

/**
 * The final status of a sent transaction: asks for its receipt until one arrives, with backoff
 * between failed attempts. A transaction is never left pending because one wait gave up.
 * Resolves to undefined once `signal` aborts.
 */
export async function followReceipt(
  wait: WaitForReceipt,
  hash: Hash,
  { signal, sleep = abortableSleep }: FollowOptions,
): Promise<Exclude<TrackedTransaction['status'], 'pending'> | undefined> {
  for (let failures = 0; !signal.aborted;) {
    try {
      const receipt = await wait(hash)
      return signal.aborted ? undefined : receipt.status === 'success' ? 'confirmed' : 'failed'
    } catch {
      failures += 1
      await sleep(retryDelay(failures), signal)
    }
  }
  return undefined
}

/**
 * The receipt watcher's effect (TransactionWatcher): follows every pending transaction of
 * `address` on `chainId` in `store` (restored ones too) and records its final status there.
 * Returns the effect's cleanup, which stops every follow: nothing is recorded after it (the
 * account, the chain or the pending list changed, and a new effect follows those).
 */
export function watchReceipts(
  store: TransactionStore,
  address: string,
  chainId: number,
  wait: WaitForReceipt,
): () => void {
  const stop = new AbortController()
  for (const tx of store.list(address, chainId)) {
    if (isBundle(tx) || tx.status !== 'pending') continue
    const { hash } = tx
    void followReceipt(wait, hash, { signal: stop.signal }).then(
      (status) => status && store.setStatus(address, chainId, hash, status),
    )
  }
  return () => stop.abort()
}
