import { useMemo, useSyncExternalStore } from 'react'
import { useConnectors } from 'wagmi'
import { getSafeReadiness, subscribeSafeReadiness } from '../safe/detect'
import { WALLETS } from './definitions'
import { announcedWallets, onWalletsAnnounced } from './discovery'
import { walletOptions } from './options'
import { recentWalletIds } from './recent'
import type { WalletOption } from './types'

/** Every wallet the app offers, ready or not, with its live connector (see walletOptions). */
export function useWalletOptions(): WalletOption[] {
  const connectors = useConnectors()
  const announced = useSyncExternalStore(onWalletsAnnounced, announcedWallets, announcedWallets)
  const safeReadiness = useSyncExternalStore(subscribeSafeReadiness, getSafeReadiness, getSafeReadiness)
  return useMemo(
    () =>
      walletOptions({
        definitions: WALLETS,
        connectors,
        announced,
        recentIds: recentWalletIds(),
        safeReady: safeReadiness === 'ready',
      }),
    [connectors, announced, safeReadiness],
  )
}
