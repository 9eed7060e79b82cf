/**
 * A universal link whose app is missing takes this very tab to the wallet's web site. Back from
 * there by a new load (a reload, or a back button without the back/forward cache), the page finds
 * the sheet again on that wallet, with every way on. What the tab left for is
 * kept in session storage, which belongs to this tab only and survives its loads.
 */

const KEY = 'kit.leftForWallet'
/** WalletConnect's pairing lifetime: a return later than this is a new visit, not a way back. */
export const LEFT_FOR_WALLET_MAX_AGE_MS = 5 * 60_000

/** The wallet the tab left for, and the pairing URI its link carried (the proposal may still be approved). */
export interface LeftFor {
  walletId: string
  uri?: string
}

/** undefined: not read yet on this page; null: nothing to restore. */
let restored: LeftFor | null | undefined

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // Storage blocked (a sandboxed frame): the way back is the back/forward cache alone.
    return undefined
  }
}

/** Records, as the tab leaves (`pagehide`) while a wallet's link is opening, which wallet it left for. */
export function rememberLeftForWallet(left: LeftFor, now = Date.now()): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ ...left, at: now }))
  } catch {
    // Full or blocked: nothing to restore, as before.
  }
}

function read(now: number): LeftFor | null {
  try {
    const stored = JSON.parse(session()?.getItem(KEY) ?? 'null') as {
      walletId?: unknown
      uri?: unknown
      at?: unknown
    } | null
    if (typeof stored?.walletId !== 'string' || typeof stored.at !== 'number') return null
    if (now - stored.at < 0 || now - stored.at >= LEFT_FOR_WALLET_MAX_AGE_MS) return null
    return { walletId: stored.walletId, uri: typeof stored.uri === 'string' ? stored.uri : undefined }
  } catch {
    return null
  }
}

/**
 * The wallet this tab left for, when this load is its way back; read once per page, so the sheet
 * and the provider that opens it agree.
 */
export function leftForWallet(now = Date.now()): LeftFor | undefined {
  restored ??= read(now)
  return restored ?? undefined
}

/** Forgets it once shown, or once the page came back whole from the back/forward cache. */
export function forgetLeftForWallet(): void {
  restored = null
  try {
    session()?.removeItem(KEY)
  } catch {
    // Blocked: there was nothing stored.
  }
}
