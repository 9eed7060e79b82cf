import { useCallback, useEffect } from 'react'
import { whenIdle } from '../../lib/preloadable'
import type { WalletOption } from '../../wallets/types'
import type { PreparedPairing } from '../../wallets/walletConnect/pairing'

/** What the WalletConnect connector offers ahead of a connection (walletConnect/connector.ts). */
interface Preparing {
  preparedPairing?(): Promise<PreparedPairing>
}

/**
 * The desktop modal's head start on a QR code. Once the modal is on screen, sign-client and the
 * pairing code load and start (no relay contact yet); when the visitor heads for a QR wallet
 * (the pointer over it, or the keyboard moving to it), a pairing is proposed, so the click finds
 * its URI ready or on the way. Closing the modal drops a proposal no click used, and the relay
 * socket with it.
 * Every WalletConnect wallet shares one sign-client: any of their connectors prepares for all.
 */
export function useQrWarmup(wallets: readonly WalletOption[]): (wallet: WalletOption) => void {
  const preparer = wallets.find((w) => w.ready && w.kind === 'walletConnect')?.connector as Preparing | undefined

  useEffect(() => {
    if (!preparer?.preparedPairing) return
    const cancel = whenIdle(() => void preparer.preparedPairing!().catch(() => undefined))
    return () => {
      cancel()
      preparer.preparedPairing!()
        .then((pairing) => pairing.drop(true))
        .catch(() => undefined)
    }
  }, [preparer])

  return useCallback(
    (wallet: WalletOption) => {
      if (wallet.kind !== 'walletConnect' || !wallet.ready || !preparer?.preparedPairing) return
      preparer
        .preparedPairing()
        .then((pairing) => pairing.prepare())
        .catch(() => undefined)
    },
    [preparer],
  )
}
