import { afterEach, describe, expect, it, vi } from 'vitest'
import { WaitForTransactionReceiptTimeoutError, type Hash } from 'viem'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import {
  followReceipt,
  retryDelay,
  watchReceipts,
  type WaitForReceipt,
} from '../../../web/kit/transactions/receipts.ts'
import { entryKey, TransactionStore } from '../../../web/kit/transactions/store.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH: Hash = `0x${'ab'.repeat(32)}`

/** A client whose receipt wait gives up (viem's timeout) `failures` times, then answers. */
function flakyClient(failures: number, status: 'success' | 'reverted' = 'success') {
  let calls = 0
  const wait: WaitForReceipt = async (hash) => {
    calls += 1
    if (calls <= failures) throw new WaitForTransactionReceiptTimeoutError({ hash })
    return { status }
  }
  return { wait, calls: () => calls }
}

/** Records the backoff instead of waiting it out. */
function recordingSleep() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

describe('receipt watcher', () => {
  it('retries with backoff after two failed waits; the transaction then turns confirmed', async () => {
    const store = new TransactionStore(memoryStorage())
    store.add(A, 1, { hash: HASH, description: 'test' })
    const client = flakyClient(2)
    const { delays, sleep } = recordingSleep()

    const status = await followReceipt(client.wait, HASH, { signal: new AbortController().signal, sleep })
    if (status) store.setStatus(A, 1, HASH, status)

    expect(client.calls()).toBe(3)
    expect(delays).toEqual([1000, 2000])
    expect(store.list(A, 1)[0].status).toBe('confirmed')
  })

  it('a reverted receipt makes it failed', async () => {
    const { sleep } = recordingSleep()
    await expect(
      followReceipt(flakyClient(1, 'reverted').wait, HASH, { signal: new AbortController().signal, sleep }),
    ).resolves.toBe('failed')
  })

  it('stops retrying once the watcher ends', async () => {
    const stop = new AbortController()
    const client = flakyClient(Infinity)
    const sleep = async () => {
      if (client.calls() === 3) stop.abort()
    }
    await expect(followReceipt(client.wait, HASH, { signal: stop.signal, sleep })).resolves.toBeUndefined()
    expect(client.calls()).toBe(3)
  })

  it('backs off 1 s, 2 s, 4 s … up to 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
})

describe("the watcher's effect (watchReceipts, as TransactionWatcher runs it)", () => {
  const hash = (byte: string): Hash => `0x${byte.repeat(32)}`
  const [SENT, REVERTS, DONE, OTHER_CHAIN] = [hash('01'), hash('02'), hash('03'), hash('04')]
  const statuses = (store: TransactionStore, chainId: number) =>
    Object.fromEntries(store.list(A, chainId).map((tx) => [entryKey(tx), tx.status]))
  afterEach(() => void vi.useRealTimers())

  it('follows each pending transaction of the account on its chain, restored after a reload too, and records its own status', async () => {
    const storage = memoryStorage()
    const before = new TransactionStore(storage)
    for (const h of [SENT, REVERTS, DONE]) before.add(A, 1, { hash: h, description: h })
    before.setStatus(A, 1, DONE, 'confirmed')
    before.add(A, 2, { hash: OTHER_CHAIN, description: 'other chain' })
    // The page reloads: a new store reads what the last one persisted.
    const store = new TransactionStore(storage)
    const asked: Hash[] = []
    const wait: WaitForReceipt = async (h) => {
      asked.push(h)
      return { status: h === REVERTS ? 'reverted' : 'success' }
    }

    watchReceipts(store, A, 1, wait)

    await vi.waitFor(() =>
      expect(statuses(store, 1)).toEqual({ [SENT]: 'confirmed', [REVERTS]: 'failed', [DONE]: 'confirmed' }),
    )
    expect(asked.sort()).toEqual([SENT, REVERTS])
    expect(statuses(store, 2)).toEqual({ [OTHER_CHAIN]: 'pending' })
  })

  it('asks again 1 s after a wait gives up', async () => {
    vi.useFakeTimers()
    const store = new TransactionStore(memoryStorage())
    store.add(A, 1, { hash: SENT, description: 'sent' })
    const client = flakyClient(1)

    watchReceipts(store, A, 1, client.wait)
    await vi.advanceTimersByTimeAsync(999)
    expect([client.calls(), statuses(store, 1)[SENT]]).toEqual([1, 'pending'])
    await vi.advanceTimersByTimeAsync(1)
    expect([client.calls(), statuses(store, 1)[SENT]]).toEqual([2, 'confirmed'])
  })

  it('its cleanup stops it: a receipt that comes later records nothing, and nothing is asked again', async () => {
    vi.useFakeTimers()
    const store = new TransactionStore(memoryStorage())
    store.add(A, 1, { hash: SENT, description: 'sent' })
    store.add(A, 1, { hash: REVERTS, description: 'never answered' })
    let answer: (receipt: { status: 'success' }) => void = () => undefined
    let failures = 0
    const wait: WaitForReceipt = async (h) => {
      if (h === SENT) return new Promise((resolve) => (answer = resolve))
      failures += 1
      throw new WaitForTransactionReceiptTimeoutError({ hash: h })
    }

    const stop = watchReceipts(store, A, 1, wait)
    await vi.advanceTimersByTimeAsync(0)
    stop()
    answer({ status: 'success' })
    await vi.advanceTimersByTimeAsync(60_000)

    expect(statuses(store, 1)).toEqual({ [SENT]: 'pending', [REVERTS]: 'pending' })
    expect(failures).toBe(1)
  })
})
