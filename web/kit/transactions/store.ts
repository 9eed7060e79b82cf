import type { Hash } from 'viem'
import { currentMessages } from '../i18n/store.ts'
import { BaseError } from '../../shared/errors.ts'
import type { BundleStatus, CallStatus } from '../calls/status.ts'

/** A transaction the app sent and follows until it is mined (docs/spec.md §3.4). */
export interface TrackedTransaction {
  hash: `0x${string}`
  description: string
  status: 'pending' | 'confirmed' | 'failed'
  /** When it was sent, ms since the epoch: the list is newest first. */
  sentAt: number
}

/** One call of a tracked bundle: its transaction once known (all calls share it in an atomic bundle). */
export interface TrackedCall {
  hash?: Hash
  status: CallStatus
}

/**
 * Calls sent together (useSendCalls): one EIP-5792 bundle the wallet tracks by `id` (`via:
 * 'wallet'`), or transactions sent one by one (`via: 'sequence'`, `id` the first one's hash).
 */
export interface TrackedBundle {
  id: string
  via: 'wallet' | 'sequence'
  description: string
  status: BundleStatus
  calls: TrackedCall[]
  sentAt: number
}

/** What Recent Transactions lists: single transactions and bundles. */
export type TrackedEntry = TrackedTransaction | TrackedBundle

export const isBundle = (entry: TrackedEntry): entry is TrackedBundle => 'calls' in entry

/** An entry's identity in its list: a transaction's hash, a bundle's id. */
export const entryKey = (entry: TrackedEntry): string => (isBundle(entry) ? entry.id : entry.hash)

/** docs/spec.md §3.4: at most 10 non-pending transactions are kept per address and chain. */
const MAX_COMPLETED = 10
const STORAGE_KEY = 'kit.transactions'

type Data = Record<string, TrackedEntry[]>

/** docs/spec.md §5.3: the list to clear is one address's on one chain, so both must be known. */
export class NoAddressOrChainError extends BaseError {
  override name = 'NoAddressOrChainError'
  constructor() {
    super(currentMessages().noAddressOrChain)
  }
}

const keyOf = (address: string, chainId: number) => `${address.toLowerCase()}:${chainId}`

/** Keeps every pending one and the newest MAX_COMPLETED others, newest first. */
export function prune(transactions: TrackedEntry[]): TrackedEntry[] {
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

  private update(address: string, chainId: number, change: (list: TrackedEntry[]) => TrackedEntry[]) {
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
  list(address: string | undefined, chainId: number | undefined): TrackedEntry[] {
    if (!address || chainId === undefined) return EMPTY
    return this.data[keyOf(address, chainId)] ?? EMPTY
  }

  add(address: string, chainId: number, tx: { hash: `0x${string}`; description: string }, now = Date.now()): void {
    this.update(address, chainId, (list) => [
      { ...tx, status: 'pending', sentAt: now },
      ...list.filter((t) => entryKey(t) !== tx.hash),
    ])
  }

  setStatus(address: string, chainId: number, hash: string, status: TrackedTransaction['status']): void {
    this.update(address, chainId, (list) => list.map((t) => (!isBundle(t) && t.hash === hash ? { ...t, status } : t)))
  }

  /** Lists calls sent together, pending until the bundle watcher learns their outcome. */
  addBundle(address: string, chainId: number, bundle: Omit<TrackedBundle, 'sentAt'>, now = Date.now()): void {
    this.update(address, chainId, (list) => [
      { ...bundle, sentAt: now },
      ...list.filter((t) => entryKey(t) !== bundle.id),
    ])
  }

  /** Records what the watcher learnt of a bundle: its status and its calls'. */
  setBundle(address: string, chainId: number, id: string, change: Pick<TrackedBundle, 'status' | 'calls'>): void {
    this.update(address, chainId, (list) => list.map((t) => (isBundle(t) && t.id === id ? { ...t, ...change } : t)))
  }

  /** docs/spec.md §5.3: clearing needs both the address and the chain id. */
  clear(address: string | undefined, chainId: number | undefined): void {
    if (!address || chainId === undefined) throw new NoAddressOrChainError()
    this.update(address, chainId, () => [])
  }
}

const EMPTY: TrackedEntry[] = []
