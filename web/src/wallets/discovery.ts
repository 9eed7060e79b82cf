import type { EIP1193Provider } from 'viem'

/** What a wallet announces through EIP-6963. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

type Listener = (wallets: readonly AnnouncedWallet[]) => void

let announced: readonly AnnouncedWallet[] = []
const listeners = new Set<Listener>()

function onAnnounce(event: Event) {
  const detail = (event as CustomEvent<AnnouncedWallet>).detail
  if (!detail?.info?.rdns || !detail.provider) return
  if (announced.some((w) => w.info.uuid === detail.info.uuid)) return
  announced = [...announced, detail]
  for (const listener of listeners) listener(announced)
}

// Wallets answer the request synchronously, so those already on the page are known as soon as
// this module has run, before the wagmi config is created.
if (typeof window !== 'undefined') {
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
}

export function announcedWallets(): readonly AnnouncedWallet[] {
  return announced
}

/** Calls `listener` with the full list whenever a new wallet announces itself. */
export function onWalletsAnnounced(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
