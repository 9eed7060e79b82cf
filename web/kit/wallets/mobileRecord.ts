import { safeStorage } from '../lib/safe-storage.ts'

/**
 * The last mobile wallet opened through a deep link (docs/spec.md §7.5: its link without query, and
 * its name). Apart from recent.ts: only the phone sheet (a lazy chunk) needs it.
 */
const MOBILE_KEY = 'kit.lastMobileWallet'

const storage = safeStorage()

export interface MobileWalletRecord {
  href: string
  name: string
}

/** Records the mobile wallet a deep link opened; the query (with the pairing URI) is dropped. */
export function recordMobileWallet(link: string, name: string): void {
  const href = link.split('?')[0]
  storage.setItem(MOBILE_KEY, JSON.stringify({ href, name } satisfies MobileWalletRecord))
}

export function lastMobileWallet(): MobileWalletRecord | null {
  try {
    const record = JSON.parse(storage.getItem(MOBILE_KEY) ?? 'null') as Partial<MobileWalletRecord> | null
    if (typeof record?.href === 'string' && typeof record.name === 'string')
      return { href: record.href, name: record.name }
  } catch {
    // Not JSON: as if nothing was recorded.
  }
  return null
}
