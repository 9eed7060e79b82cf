import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { deserialize, serialize } from 'wagmi'
import { safeStorage } from '../lib/safe-storage.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Query cache settings (docs/spec.md §9.6). */
export const CACHE = {
  /** How long cached answers live, in memory and in storage. */
  lifetimeMs: DAY_MS,
  /** The localStorage key the cache is persisted under. */
  storageKey: 'cache',
  /** At most one write to storage per this interval. */
  writeThrottleMs: 1000,
  /** ENS names and avatars are fetched again after this long. */
  ensStaleTimeMs: DAY_MS,
} as const

/** A query cache with the kit's settings: one per provider, so no two visitors of a server share one. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE.lifetimeMs,
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: 0,
      },
    },
  })
}

/**
 * Writes the cache to `storage` under the key of docs/spec.md §9.6; wagmi's serializer keeps bigints
 * (balances) intact.
 */
export function cachePersister(storage: Storage, throttleTime: number = CACHE.writeThrottleMs) {
  return createSyncStoragePersister({ storage, key: CACHE.storageKey, throttleTime, serialize, deserialize })
}

/** Persists the cache so balances and names show at once on the next visit (storage is read on restore). */
export function persistOptions() {
  return { persister: cachePersister(safeStorage()), maxAge: CACHE.lifetimeMs }
}
