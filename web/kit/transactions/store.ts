import { currentMessages } from '../i18n/store.ts'
import { BaseError } from '../../shared/errors.ts'

/** A transaction the app sent and follows until it is mined (docs/spec.md §3.4). */
export interface TrackedTransaction {
  hash: `0x${string}`
  description: string
  status: 'pending' | 'confirmed' | 'failed'
  /** When it was sent, ms since the epoch: the list is newest first. */
  sentAt: number
}

/** docs/spec.md §3.4: at most 10 non-pending transactions are kept per address and chain. */
const MAX_COMPLETED = 10
const STORAGE_KEY = 'kit.transactions'

type Data = Record<string, TrackedTransaction[]>

/** docs/spec.md §5.3: the list to clear is one address's on one chain, so both must be known. */
export class NoAddressOrChainError extends BaseError {
  override name = 'NoAddressOrChainError'
  constructor() {
    super(currentMessages().noAddressOrChain)
  }
}

const keyOf = (address: string, chainId: number) => `${address.toLowerCase()}:${chainId}`

/** Keeps every pending one and the newest MAX_COMPLETED others, newest first. */
export function prune(transactions: TrackedTransaction[]): TrackedTransaction[] {
  let completed = 0
  return [...transactions]
    .sort((a, b) => b.sentAt - a.sentAt)
    .filter((tx) => tx.status === 'pending' || ++completed <= MAX_COMPLETED)
}

/**
 * Transactions per address and chain, persisted in the given storage (the app passes
 * safeStorage()). Subscribable, so React reads it with useSyncExternalStore.
 */
export class TransactionStore {
  // Read on the first use, not when made: a store made for a server render reads no storage.
  private loaded: Data | undefined
  private listeners = new Set<() => void>()

  constructor(private readonly storage: Storage) {}

  private get data(): Data {
    return (this.loaded ??= this.load())
  }

  private load(): Data {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '{}')
      return parsed && typeof parsed === 'object' ? (parsed as Data) : {}
    } catch {
      return {}
    }
  }

  private update(address: string, chainId: number, change: (list: TrackedTransaction[]) => TrackedTransaction[]) {
    const key = keyOf(address, chainId)
    this.loaded = { ...this.data, [key]: prune(change(this.data[key] ?? [])) }
    this.storage.setItem(STORAGE_KEY, JSON.stringify(this.data))
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The same array until something changes, as useSyncExternalStore needs. */
  list(address: string | undefined, chainId: number | undefined): TrackedTransaction[] {
    if (!address || chainId === undefined) return EMPTY
    return this.data[keyOf(address, chainId)] ?? EMPTY
  }

  add(address: string, chainId: number, tx: { hash: `0x${string}`; description: string }, now = Date.now()): void {
    this.update(address, chainId, (list) => [
      { ...tx, status: 'pending', sentAt: now },
      ...list.filter((t) => t.hash !== tx.hash),
    ])
  }

  setStatus(address: string, chainId: number, hash: string, status: TrackedTransaction['status']): void {
    this.update(address, chainId, (list) => list.map((t) => (t.hash === hash ? { ...t, status } : t)))
  }

  /** docs/spec.md §5.3: clearing needs both the address and the chain id. */
  clear(address: string | undefined, chainId: number | undefined): void {
    if (!address || chainId === undefined) throw new NoAddressOrChainError()
    this.update(address, chainId, () => [])
  }
}

const EMPTY: TrackedTransaction[] = []
