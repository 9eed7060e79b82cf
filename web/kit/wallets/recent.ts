import { safeStorage } from '../lib/safe-storage.ts'

/** How many recently used wallets are remembered and tagged Recent (docs/spec.md §9.1). */
export const RECENT_WALLETS_LIMIT = 3
const RECENT_KEY = 'kit.recentWallets'

const storage = safeStorage()

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(storage.getItem(key) ?? 'null') as T) ?? fallback
  } catch {
    return fallback
  }
}

export function recentWalletIds(): string[] {
  const ids = readJson<unknown>(RECENT_KEY, [])
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** Moves a wallet to the front of the recent list, keeping the newest three. */
export function recordRecentWallet(walletId: string): void {
  const ids = [walletId, ...recentWalletIds().filter((id) => id !== walletId)].slice(0, RECENT_WALLETS_LIMIT)
  storage.setItem(RECENT_KEY, JSON.stringify(ids))
}
