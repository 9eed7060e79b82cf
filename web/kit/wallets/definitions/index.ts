import type { WalletDefinition } from '../types.ts'
import { argentWallet } from './argent.ts'
import { braveWallet } from './brave.ts'
import { coinbaseWallet } from './coinbase.ts'
import { injectedWallet } from './injected.ts'
import { ledgerWallet } from './ledger.ts'
import { metaMaskWallet } from './metaMask.ts'
import { rainbowWallet } from './rainbow.ts'
import { safeWallet } from './safe.ts'
import { trustWallet } from './trust.ts'
import { walletConnectWallet } from './walletConnect.ts'

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
