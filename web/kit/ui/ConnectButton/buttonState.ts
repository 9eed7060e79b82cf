import type { KitStatus, OpenModal } from '../KitProvider/status.ts'
import { showChainButton, type ChainStatus } from './display.ts'

/** The connected account as a button of one's own shows it. */
export interface ButtonAccount {
  address: `0x${string}`
  /** The ENS name when there is one, else the shortened address. */
  displayName: string
  ensName: string | undefined
  ensAvatar: string | undefined
  /** The balance with its symbol, formatted in the kit's locale ("1.25 ETH"), once known. */
  displayBalance: string | undefined
  /** Whether one of the account's recent transactions is still pending. */
  hasPendingTransactions: boolean
}

/** The wallet's chain as a button of one's own shows it. */
export interface ButtonChain {
  id: number
  name: string
  /** The wallet is on a chain the app does not support: the button should say "Wrong network". */
  unsupported: boolean
}

/** What `<ConnectButtonCustom>` hands its render function. */
export interface ConnectButtonState {
  /** The kit's status: nothing to show while `loading` (a session being restored). */
  status: KitStatus
  /** Whether anything should be shown yet (false while `loading`). */
  ready: boolean
  /** Connected and, when sign-in is on, signed in: show the account (and chain) button. */
  connected: boolean
  /** The account while a wallet is connected (also while it still has to sign in). */
  account: ButtonAccount | undefined
  /** The wallet's chain while connected; `unsupported` when the app does not know it. */
  chain: ButtonChain | undefined
  /** Whether a chain button belongs beside the account button (several chains, or a wrong one). */
  showChainButton: boolean
  openConnectModal: () => void
  /** Opens the account modal, or the chain modal when the chain is unsupported. */
  openAccountModal: () => void
  openChainModal: () => void
  connectModalOpen: boolean
  accountModalOpen: boolean
  chainModalOpen: boolean
}

export interface ButtonStateInput {
  status: KitStatus
  open: OpenModal
  account: ButtonAccount | undefined
  /** The wallet's chain when the app supports it. */
  chain: { id: number; name: string } | undefined
  /** The chain id the wallet reports, supported or not. */
  walletChainId: number | undefined
  chainCount: number
  chainStatus: ChainStatus
  openConnectModal: () => void
  openAccountModal: () => void
  openChainModal: () => void
}

/** The state a button of one's own renders from: the same rules as the kit's own button. */
export function connectButtonState(input: ButtonStateInput): ConnectButtonState {
  const { status, open, account, chain, walletChainId } = input
  const hasWallet = status === 'connected' || status === 'unauthenticated'
  const shownChain: ButtonChain | undefined = !hasWallet
    ? undefined
    : chain
      ? { id: chain.id, name: chain.name, unsupported: false }
      : walletChainId !== undefined
        ? { id: walletChainId, name: String(walletChainId), unsupported: true }
        : undefined
  const connected = status === 'connected'
  return {
    status,
    ready: status !== 'loading',
    connected,
    account: hasWallet ? account : undefined,
    chain: shownChain,
    showChainButton: connected && showChainButton(input.chainCount, !chain, input.chainStatus),
    openConnectModal: input.openConnectModal,
    openAccountModal: input.openAccountModal,
    openChainModal: input.openChainModal,
    connectModalOpen: open === 'connect',
    accountModalOpen: open === 'account',
    chainModalOpen: open === 'chain',
  }
}
