import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { TransactionStore, type TrackedEntry } from '../../../web/kit/transactions/store.ts'
import { MAX_TOASTS, settledBetween, withoutToast, withToast } from '../../../web/kit/ui/Toasts/toastList.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (n: number) => `0x${String(n).padStart(64, '0')}` as const

describe('toasts', () => {
  it('an entry settles once, when its outcome arrives while the page is open; restored final ones do not', () => {
    const storage = memoryStorage()
    const before = new TransactionStore(storage)
    before.add(A, 1, { hash: hash(1), description: 'done before' })
    before.setStatus(A, 1, hash(1), 'confirmed')
    before.add(A, 1, { hash: hash(2), description: 'tx' })
    before.addBundle(A, 1, { id: 'b', via: 'wallet', description: 'bundle', status: 'pending', calls: [] })

    const store = new TransactionStore(storage)
    const settled: TrackedEntry[] = []
    let list = store.list(A, 1)
    store.subscribe(() => {
      const next = store.list(A, 1)
      settled.push(...settledBetween(list, next))
      list = next
    })
    store.setStatus(A, 1, hash(2), 'failed')
    store.setBundle(A, 1, 'b', { status: 'partial', calls: [] })
    // Already final: no second toast.
    store.setStatus(A, 1, hash(2), 'failed')
    store.setStatus(A, 1, hash(1), 'confirmed')
    expect(settled.map((e) => [e.description, e.status])).toEqual([
      ['tx', 'failed'],
      ['bundle', 'partial'],
    ])
  })

  it('keeps the newest few, one per entry, and dismisses by id', () => {
    const entry = (n: number): TrackedEntry => ({
      hash: hash(n),
      description: `tx ${n}`,
      status: 'confirmed',
      sentAt: n,
    })
    let toasts = [1, 2, 3, 4].reduce((list, n) => withToast(list, entry(n)), withToast([], entry(0)))
    expect(toasts.map((t) => t.entry.description)).toEqual(['tx 2', 'tx 3', 'tx 4'])
    expect(toasts).toHaveLength(MAX_TOASTS)
    toasts = withToast(toasts, { ...entry(3), status: 'failed' })
    expect(toasts.map((t) => [t.entry.description, t.entry.status])).toEqual([
      ['tx 2', 'confirmed'],
      ['tx 4', 'confirmed'],
      ['tx 3', 'failed'],
    ])
    expect(withoutToast(toasts, toasts[0]!.id).map((t) => t.entry.description)).toEqual(['tx 4', 'tx 3'])
  })
})
