import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { feesFor } from '../../../web/kit/transactions/fees.ts'
import { TransactionStore } from '../../../web/kit/transactions/store.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (i: number) => `0x${i.toString(16).padStart(64, '0')}` as const

describe('transaction store', () => {
  it('tracks per address (any case) and chain, newest first, pending → confirmed / failed', () => {
    const store = new TransactionStore(memoryStorage())
    store.add(A, 1, { hash: hash(1), description: 'one' }, 1)
    store.add(A, 1, { hash: hash(2), description: 'two' }, 2)
    store.add(A, 10, { hash: hash(3), description: 'other chain' }, 3)
    expect(store.list(A.toLowerCase(), 1).map((t) => t.description)).toEqual(['two', 'one'])
    store.setStatus(A, 1, hash(1), 'confirmed')
    store.setStatus(A, 1, hash(2), 'failed')
    expect(store.list(A, 1).map((t) => t.status)).toEqual(['failed', 'confirmed'])
    expect(store.list(A, 10)).toHaveLength(1)
    expect(store.list(undefined, 1)).toEqual([])
  })

  it('keeps at most 10 non-pending ones, and every pending one', () => {
    const store = new TransactionStore(memoryStorage())
    for (let i = 0; i < 15; i++) {
      store.add(A, 1, { hash: hash(i), description: `${i}` }, i)
      if (i >= 3) store.setStatus(A, 1, hash(i), 'confirmed')
    }
    const list = store.list(A, 1)
    expect(list.filter((t) => t.status === 'pending')).toHaveLength(3)
    expect(list.filter((t) => t.status !== 'pending')).toHaveLength(10)
    expect(list[0].description).toBe('14')
  })

  it('persists and reloads; notifies subscribers with a new array', () => {
    const storage = memoryStorage()
    const store = new TransactionStore(storage)
    let calls = 0
    store.subscribe(() => calls++)
    const before = store.list(A, 1)
    store.add(A, 1, { hash: hash(1), description: 'one' })
    expect(calls).toBe(1)
    expect(store.list(A, 1)).not.toBe(before)
    expect(store.list(A, 1)).toBe(store.list(A, 1))
    expect(JSON.parse(storage.getItem('kit.transactions')!)).toHaveProperty(`${A.toLowerCase()}:1`)
    expect(new TransactionStore(storage).list(A, 1)).toHaveLength(1)
  })

  it('clearing needs both the address and the chain id', () => {
    const store = new TransactionStore(memoryStorage())
    store.add(A, 1, { hash: hash(1), description: 'one' })
    expect(() => store.clear(undefined, 1)).toThrow('No address or chain ID found')
    expect(() => store.clear(A, undefined)).toThrow('No address or chain ID found')
    store.clear(A, 1)
    expect(store.list(A, 1)).toEqual([])
  })

  it('survives corrupt storage', () => {
    const storage = memoryStorage()
    storage.setItem('kit.transactions', '{not json')
    expect(new TransactionStore(storage).list(A, 1)).toEqual([])
  })

  it('fees: 1.5 gwei priority, 120 % of the base fee', () => {
    expect(feesFor(10_000_000_000n)).toEqual({ maxPriorityFeePerGas: 1_500_000_000n, maxFeePerGas: 13_500_000_000n })
  })
})
