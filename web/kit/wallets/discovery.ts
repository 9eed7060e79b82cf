import type { EIP1193Provider } from 'viem'

/** What a wallet announces through EIP-6963. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

type Listener = (wallets: readonly AnnouncedWallet[]) => void

/**
 * The list after one announcement: one entry per rdns, the latest announcement winning. A wallet
 * announces again under a new uuid when its extension reloads, and only the new provider answers;
 * the wallet keeps its place so the list does not jump. Returns the same list when nothing changed.
 */
export function withAnnouncement(
  list: readonly AnnouncedWallet[],
  wallet: AnnouncedWallet,
): readonly AnnouncedWallet[] {
  const index = list.findIndex((w) => w.info.rdns === wallet.info.rdns)
  if (index < 0) return [...list, wallet]
  const previous = list[index]
  if (previous.info.uuid === wallet.info.uuid && previous.provider === wallet.provider) return list
  return list.map((w, i) => (i === index ? wallet : w))
}

// Not mipd's store (wagmi's): it keeps one entry per uuid, so an extension that reloads shows
// twice; it ignores a new provider under a known uuid; and it keeps a malformed announcement,
// then throws on every later one, hiding the real wallets. Here each rule is one line.
let announced: readonly AnnouncedWallet[] = []
const listeners = new Set<Listener>()

function onAnnounce(event: Event) {
  const detail = (event as CustomEvent<AnnouncedWallet>).detail
  if (!detail?.info?.rdns || !detail.provider) return
  const next = withAnnouncement(announced, detail)
  if (next === announced) return
  announced = next
  for (const listener of listeners) listener(announced)
}

let listening = false

/**
 * Starts listening for EIP-6963 announcements and asks the wallets on the page, once per page.
 * Wallets answer the request synchronously, so those already on the page are known when this
 * returns; later ones arrive through the listener. Called by the kit in the browser, before its
 * wagmi config's connectors are made (or, for a configuration rendered on a server too, on mount),
 * never on import: a module loaded on a server reads no window.
 */
export function startWalletDiscovery(): void {
  // Without `ssr`, a configuration made for a server render (the build's prerender) asks no page.
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
}

export function announcedWallets(): readonly AnnouncedWallet[] {
  return announced
}

/** Calls `listener` with the full list whenever a wallet announces itself anew. */
export function onWalletsAnnounced(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
