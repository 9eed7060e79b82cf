import type { ReactNode } from 'react'
import { useChains, useConnection } from 'wagmi'
import { useAccountInfo } from '../account/useAccountInfo.ts'
import { useKit } from '../KitProvider/context.ts'
import { connectButtonState, type ConnectButtonState } from './buttonState.ts'
import type { ChainStatus } from './display.ts'

export interface ConnectButtonCustomProps {
  /** Renders the button from the kit's state; the kit adds no markup of its own around it. */
  children: (state: ConnectButtonState) => ReactNode
  /**
   * Whether a chain button belongs beside the account button (`showChainButton`), as for
   * `<ConnectButton chainStatus>`: `'none'` asks for one only on an unsupported chain.
   * Default `'full'`.
   */
  chainStatus?: ChainStatus
}

/**
 * A Connect button of one's own: the render function gets the status, the account (ENS name,
 * avatar, balance), the chain and the functions that open each modal. Must be inside
 * `<KitProvider>`.
 */
export function ConnectButtonCustom({ children, chainStatus = 'full' }: ConnectButtonCustomProps) {
  const { status, open, openConnectModal, openAccountModal, openChainModal } = useKit()
  const { chain, chainId } = useConnection()
  const chains = useChains()
  const info = useAccountInfo()
  const account = info.address && {
    address: info.address,
    displayName: info.displayName,
    ensName: info.ensName,
    ensAvatar: info.ensAvatar,
    displayBalance: info.displayBalance,
    hasPendingTransactions: info.hasPendingTransactions,
  }
  return children(
    connectButtonState({
      status,
      open,
      account: account || undefined,
      chain,
      walletChainId: chainId,
      chainCount: chains.length,
      chainStatus,
      openConnectModal,
      openAccountModal,
      openChainModal,
    }),
  )
}
