import { useMemo, useSyncExternalStore } from 'react'
import { useConnectors } from 'wagmi'
import { getSafeReadiness, subscribeSafeReadiness } from '../safe/detect.ts'
import { WALLETS } from './definitions/index.ts'
import { announcedWallets, onWalletsAnnounced } from './discovery.ts'
import { walletOptions } from './options.ts'
import { recentWalletIds } from './recent.ts'
import type { WalletOption } from './types.ts'

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
