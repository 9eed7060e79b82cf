import type { Address, Hex } from 'viem'

/** What the test wallet does when asked; changeable at run time with `testWallet.set`. */
export interface TestWalletBehaviour {
  /** Answer every user prompt with 4001 (the user clicked Reject). */
  reject?: boolean
  /** Refuse wallet_switchEthereumChain (a wallet that cannot switch networks). */
  refuseSwitch?: boolean
  /** After wallet_addEthereumChain, also switch to it (as MetaMask does). Default true. */
  switchAfterAdd?: boolean
  /** Answer every user prompt with -32002: a request is already open in the wallet. */
  pending?: boolean
  /**
   * Hold every eth_accounts answer until this is set back to false, as an extension still waking
   * up when the page loads: a restore that asks for the accounts waits meanwhile.
   */
  holdAccounts?: boolean
  /** Approve only this many eth_sendTransaction prompts, then refuse (4001) the rest. */
  approveSends?: number
  /** wallet_getCallsStatus answers 5730 'Unknown bundle id', as a wallet that lost its bundles. */
  forgetBundles?: boolean
}

/**
 * EIP-5792 support: `wallet_getCapabilities` reports atomic batches (and, with
 * `paymasterService`, ERC-7677), and `wallet_sendCalls` sends the calls as one transaction
 * through `multicall` (a MultiSendCallOnly the test chain has), so they land or revert together.
 */
/** The paymaster service the test app is built with (VITE_PAYMASTER_URL); nothing serves it. */
export const PAYMASTER_URL = 'http://127.0.0.1:9/paymaster'

export interface TestWalletCalls {
  multicall: Address
  paymasterService?: boolean
}

export interface TestWalletOptions {
  rpcUrl: string
  privateKey: Hex
  /** The chain the wallet starts on. */
  chainId: number
  /** Chains it can switch to without wallet_addEthereumChain; others answer 4902. */
  knownChains: number[]
  name: string
  rdns: string
  icon: string
  /**
   * Announce through EIP-6963: at once (true), at DOMContentLoaded, or this many milliseconds
   * after it, as extensions whose content script runs late do; window.ethereum is set at the same
   * moment. With false, only when the test calls `testWallet.arrive()` (window.ethereum at once).
   */
  announce: boolean | 'DOMContentLoaded' | number
  injectWindowEthereum: boolean
  behaviour: TestWalletBehaviour
  /** Without it the wallet knows no wallet_* batch method (the node answers -32601). */
  calls?: TestWalletCalls
}

/** What the script reads in the page: the options and the key's address, derived in Node. */
export interface WalletScriptOptions extends TestWalletOptions {
  address: Address
}

/** anvil's first dev accounts (public test keys, funded with 10,000 ETH on a fresh node). */
export const DEV_KEYS: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
]

export const TEST_WALLET_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6b4fbb"/><path d="M9 11h14v3H17.5v10h-3V14H9z" fill="#fff"/></svg>',
  )
