import { describe, expect, it } from 'vitest'
import type { Hash } from 'viem'
import { watchBundles } from '../../../web/kit/calls/watchBundles.ts'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { TransactionStore, type TrackedBundle } from '../../../web/kit/transactions/store.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const H1: Hash = `0x${'11'.repeat(32)}`
const H2: Hash = `0x${'22'.repeat(32)}`

/** Resolves once the store has changed `times` times. */
const changes = (store: TransactionStore, times = 1) =>
  new Promise<void>((resolve) => {
    let n = 0
    const stop = store.subscribe(() => {
      if (++n === times) {
        stop()
        resolve()
      }
    })
  })

const bundleIn = (store: TransactionStore) => store.list(A, 1)[0] as TrackedBundle

describe('bundle watcher', () => {
  it('a bundle kept across a reload is followed to confirmed, each call with the receipt', async () => {
    const storage = memoryStorage()
    new TransactionStore(storage).addBundle(A, 1, {
      id: 'bundle-1',
      via: 'wallet',
      description: 'Two calls',
      status: 'pending',
      calls: [{ status: 'pending' }, { status: 'pending' }],
    })
    // A new store on the same storage: the page after a reload.
    const store = new TransactionStore(storage)
    expect(bundleIn(store).status).toBe('pending')
    const done = changes(store)
    const stop = watchBundles(store, A, 1, {
      getStatus: async (id) =>
        id === 'bundle-1' ? { status: 200, receipts: [{ transactionHash: H1, status: '0x1' }] } : null,
      wait: async () => ({ status: 'success' }),
    })
    await done
    stop()
    expect(bundleIn(store)).toMatchObject({
      status: 'confirmed',
      calls: [
        { hash: H1, status: 'confirmed' },
        { hash: H1, status: 'confirmed' },
      ],
    })
  })

  it('calls sent one by one are followed by their receipts; a refused one makes the bundle partial', async () => {
    const store = new TransactionStore(memoryStorage())
    store.addBundle(A, 1, {
      id: H1,
      via: 'sequence',
      description: 'Two calls',
      status: 'pending',
      calls: [{ hash: H1, status: 'pending' }, { status: 'notSent' }],
    })
    const done = changes(store)
    watchBundles(store, A, 1, {
      getStatus: async () => {
        throw new Error('not asked for a sequence')
      },
      wait: async () => ({ status: 'success' }),
    })
    await done
    expect(bundleIn(store)).toMatchObject({
      status: 'partial',
      calls: [{ hash: H1, status: 'confirmed' }, { status: 'notSent' }],
    })
  })

  it('a reverted call sent one by one is failed, the other confirmed: partial', async () => {
    const store = new TransactionStore(memoryStorage())
    store.addBundle(A, 1, {
      id: H1,
      via: 'sequence',
      description: 'Two calls',
      status: 'pending',
      calls: [
        { hash: H1, status: 'pending' },
        { hash: H2, status: 'pending' },
      ],
    })
    const done = changes(store)
    watchBundles(store, A, 1, {
      getStatus: async () => null,
      wait: async (hash) => ({ status: hash === H2 ? 'reverted' : 'success' }),
    })
    await done
    expect(bundleIn(store).calls.map((c) => c.status)).toEqual(['confirmed', 'failed'])
    expect(bundleIn(store).status).toBe('partial')
  })

  it('records nothing once stopped', async () => {
    const store = new TransactionStore(memoryStorage())
    store.addBundle(A, 1, {
      id: 'b',
      via: 'wallet',
      description: 'x',
      status: 'pending',
      calls: [{ status: 'pending' }],
    })
    let answer: (value: unknown) => void = () => {}
    const stop = watchBundles(store, A, 1, {
      getStatus: () => new Promise((resolve) => (answer = resolve)),
      wait: async () => ({ status: 'success' }),
    })
    stop()
    answer({ status: 200, receipts: [] })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(bundleIn(store).status).toBe('pending')
  })
})
