import { useSyncExternalStore } from 'react'
import { relayOffline } from '../../wallets/walletConnect/awake.ts'

/** Whether the page is offline while a pairing or a request waits for the wallet. */
export const useRelayOffline = (): boolean =>
  useSyncExternalStore(relayOffline.subscribe, relayOffline.get, () => false)
