import { useEffect, useEffectEvent } from 'react'
import type { WalletOption } from '../../wallets/types.ts'
import { takeEarlyWallet } from '../KitProvider/firstModal.ts'

/**
 * A wallet pressed in the prerendered modal before the kit took over (web/kit/firstView/boot.ts)
 * is chosen as soon as this modal replaces it, as a press here would choose it. On a phone the
 * wallet's app may then not open, as a browser opens an app only inside a tap: the sheet's retry
 * is that tap.
 */
export function useEarlyWallet(wallets: readonly WalletOption[], choose: (wallet: WalletOption) => void): void {
  const chooseEarly = useEffectEvent(() => {
    const id = takeEarlyWallet()
    const wallet = wallets.find((w) => w.id === id)
    if (wallet) choose(wallet)
  })
  useEffect(() => chooseEarly(), [])
}
