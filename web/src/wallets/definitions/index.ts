import type { WalletDefinition } from '../types'
import { argentWallet } from './argent'
import { braveWallet } from './brave'
import { coinbaseWallet } from './coinbase'
import { injectedWallet } from './injected'
import { ledgerWallet } from './ledger'
import { metaMaskWallet } from './metaMask'
import { rainbowWallet } from './rainbow'
import { safeWallet } from './safe'
import { trustWallet } from './trust'
import { walletConnectWallet } from './walletConnect'

/** Every wallet we define, in display order within their groups (docs/spec.md §9.1). */
export const WALLETS: readonly WalletDefinition[] = [
  injectedWallet,
  safeWallet,
  rainbowWallet,
  coinbaseWallet,
  metaMaskWallet,
  walletConnectWallet,
  braveWallet,
  argentWallet,
  trustWallet,
  ledgerWallet,
]
