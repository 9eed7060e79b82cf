import { describe, expect, it } from 'vitest'
import { WaitForTransactionReceiptTimeoutError, type Hash } from 'viem'
import { memoryStorage } from '../../../web/src/lib/safe-storage'
import { followReceipt, retryDelay, type WaitForReceipt } from '../../../web/src/transactions/receipts'
import { TransactionStore } from '../../../web/src/transactions/store'

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
    await expect(followReceipt(flakyClient(1, 'reverted').wait, HASH, { signal: new AbortController().signal, sleep })).resolves.toBe('failed')
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
