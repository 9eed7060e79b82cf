import { useCallback, useEffect, useState } from 'react'
import { WARM_UP_WITHIN_MS, whenIdle } from '../../lib/preloadable.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { hasWalletConnectMethods } from '../../wallets/walletConnect/methods.ts'

export interface QrWarmup {
  /** The visitor heads for this wallet: a QR wallet gets its pairing proposed. */
  headFor(wallet: WalletOption): void
  /**
   * sign-client and the pairing code are loaded and started, and what a first pairing pays on its
   * own paid ahead (the core's validation module, the relay auth key), without any relay contact.
   */
  ready: boolean
}

/**
 * The desktop modal's head start on a QR code. Once the modal is on screen, sign-client and the
 * pairing code load and start, and the first pairing's own costs are paid (prepared.ts's
 * warmPairing; no relay contact yet); when the visitor heads for a QR wallet (the pointer over
 * it, or the keyboard moving to it), a pairing is proposed, so the click finds its URI ready or
 * on the way. Closing the modal drops a proposal no click used, and the relay
 * socket with it.
 * Every WalletConnect wallet shares one sign-client: any of their connectors prepares for all.
 */
export function useQrWarmup(wallets: readonly WalletOption[]): QrWarmup {
  const connector = wallets.find((w) => w.ready && w.kind === 'walletConnect')?.connector
  const preparer = hasWalletConnectMethods(connector) ? connector : undefined
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!preparer) return
    const cancel = whenIdle(
      () =>
        void preparer
          .preparedPairing()
          .then((pairing) => pairing.warm())
          .then(
            () => setReady(true),
            () => undefined,
          ),
      WARM_UP_WITHIN_MS,
    )
    return () => {
      cancel()
      preparer
        .preparedPairing()
        .then((pairing) => pairing.drop(true))
        .catch(() => undefined)
    }
  }, [preparer])

  const headFor = useCallback(
    (wallet: WalletOption) => {
      if (wallet.kind !== 'walletConnect' || !wallet.ready || !preparer) return
      preparer
        .preparedPairing()
        .then((pairing) => pairing.prepare())
        .catch(() => undefined)
    },
    [preparer],
  )
  return { headFor, ready }
}
