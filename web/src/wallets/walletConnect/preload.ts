import { warmCore } from '../../core/client'

/**
 * For a visitor heading for a WalletConnect wallet (pointer over it, focus, touch): fetches
 * sign-client's code and starts the core's relay module, which the pairing checks first, so the
 * click waits for neither. Opens no socket: the relay is contacted only once a wallet is chosen.
 */
export function preloadWalletConnect(): void {
  // A failed download is retried, and reported, by the connection itself.
  import('@walletconnect/sign-client').catch(() => undefined)
  warmCore('relay')
}

/** Props for a WalletConnect wallet's button: intent to choose it preloads what pairing needs. */
export const warmOnPairingIntent = { onPointerEnter: preloadWalletConnect, onFocus: preloadWalletConnect, onTouchStart: preloadWalletConnect }
