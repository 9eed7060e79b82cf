import type { WalletDefinition } from '../../wallets/types.ts'

type Listed = Pick<WalletDefinition, 'id' | 'groupName' | 'groupIndex' | 'downloadUrls'> & { ready: boolean }

/** docs/spec.md §2.1: only wallets that are ready, or that have an extension download link, are listed. */
export function listedWallets<W extends Listed>(wallets: readonly W[]): W[] {
  return wallets.filter((w) => w.ready || Boolean(w.downloadUrls?.browserExtension))
}

/** Groups in order of their lowest group index; wallets keep that order inside a group. */
export function groupWallets<W extends Listed>(wallets: readonly W[]): { name: string; wallets: W[] }[] {
  const sorted = [...wallets].sort((a, b) => a.groupIndex - b.groupIndex)
  const groups = new Map<string, W[]>()
  for (const wallet of sorted) groups.set(wallet.groupName, [...(groups.get(wallet.groupName) ?? []), wallet])
  return [...groups].map(([name, list]) => ({ name, wallets: list }))
}

export const isIos = (userAgent: string) => /iPhone|iPad|iPod/i.test(userAgent)

/** The store link for this phone: iOS on iOS, else Android, else the generic page. */
export function mobileDownloadUrl(
  wallet: Pick<WalletDefinition, 'downloadUrls'>,
  userAgent: string,
): string | undefined {
  const urls = wallet.downloadUrls
  if (!urls) return undefined
  return isIos(userAgent) ? (urls.ios ?? urls.mobile) : (urls.android ?? urls.mobile ?? urls.ios)
}

/** docs/spec.md §2.2, §9.2: the mobile 'Get a Wallet' screen lists 3 wallets with a mobile download link. */
export function mobileDownloadable<W extends Pick<WalletDefinition, 'downloadUrls'>>(
  wallets: readonly W[],
  userAgent: string,
  limit = 3,
): W[] {
  return wallets.filter((w) => mobileDownloadUrl(w, userAgent)).slice(0, limit)
}

/** The browser's name for 'Add to {browser}', from its user agent. */
export function browserName(userAgent: string): string | undefined {
  if (/Edg\//.test(userAgent)) return 'Edge'
  if (/Firefox\//.test(userAgent)) return 'Firefox'
  if (/Brave/.test(userAgent)) return 'Brave'
  if (/Chrom(e|ium)\//.test(userAgent)) return 'Chrome'
  if (/Safari\//.test(userAgent)) return 'Safari'
  return undefined
}

/** Arrow keys in the wallet list: the index that gets focus next, wrapping at the ends. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
