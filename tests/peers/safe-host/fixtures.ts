import { getAddress, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { SafeTx } from './safe-chain.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { safeProxyAddress, SAFE_CONTRACTS } from './safe-contracts.ts'

/** The harness's Safes (real Safe 1.4.1 proxies, safe-contracts.ts): three anvil dev accounts own most, two must confirm. */
export const OWNER_KEYS: Hex[] = DEV_KEYS.slice(0, 3)
export const OWNERS: Address[] = OWNER_KEYS.map((key) => privateKeyToAddress(key))
export const THRESHOLD = 2
/** The Safe the host reports by default: its second owner confirms every transaction at once. */
export const SAFE_ADDRESS: Address = safeProxyAddress(OWNERS, THRESHOLD, 0n)
/**
 * A Safe whose other owners are away: its transactions wait for confirmations until a test asks
 * the harness for them (POST /control/confirm-transactions).
 */
export const PENDING_SAFE: Address = safeProxyAddress(OWNERS, THRESHOLD, 1n)
/**
 * A 1-of-1 Safe over the first owner: a message it signs is confirmed at once, and the host
 * answers with the Safe's signature itself, as Safe{Wallet} does for a fully signed message.
 */
export const SOLO_SAFE: Address = safeProxyAddress([OWNERS[0]], 1, 2n)
/**
 * A 2-of-3 Safe set to sign messages on-chain (Safe{Wallet} without off-chain signing): the host
 * answers signMessage with the safeTxHash of a transaction that delegatecalls SignMessageLib,
 * whose other owners, as PENDING_SAFE's, wait until a test asks.
 */
export const ONCHAIN_SAFE: Address = safeProxyAddress(OWNERS, THRESHOLD, 3n)
/** Each harness Safe as the proxy factory creates it (the salt nonce is its index). */
export const SAFE_SETUPS: { address: Address; owners: Address[]; threshold: number }[] = [
  { address: SAFE_ADDRESS, owners: OWNERS, threshold: THRESHOLD },
  { address: PENDING_SAFE, owners: OWNERS, threshold: THRESHOLD },
  { address: SOLO_SAFE, owners: [OWNERS[0]], threshold: 1 },
  { address: ONCHAIN_SAFE, owners: OWNERS, threshold: THRESHOLD },
]
export const SAFES: Address[] = SAFE_SETUPS.map((setup) => setup.address)
export const SAFE_SINGLETON: Address = SAFE_CONTRACTS.singleton
export const SAFE_VERSION = '1.4.1'
export const SAFE_NAME = 'Beacon Treasury'
export const SAFE_BALANCE_WEI = 5n * 10n ** 18n

export const isHarnessSafe = (address: string) => SAFES.some((safe) => safe.toLowerCase() === address.toLowerCase())

/** The Safes whose other owners confirm transactions only when a test asks. */
export const isWaitingSafe = (address: string) =>
  [PENDING_SAFE, ONCHAIN_SAFE].some((safe) => safe.toLowerCase() === address.toLowerCase())

/** The Safes that sign messages on-chain, through SignMessageLib. */
export const signsOnChain = (address: string) => ONCHAIN_SAFE.toLowerCase() === address.toLowerCase()

/**
 * Safes whose gateway answers fail, one per error path of the gateway client. The host reports
 * them like any Safe; only the gateway knows them as broken.
 */
export const ERROR_SAFES = {
  /** 404 with a gateway error body: "code: message". */
  errorBody: getAddress('0x5afe00000000000000000000000000000000e404'),
  /** 502 with no body: the HTTP status text. */
  statusText: getAddress('0x5afe00000000000000000000000000000000e502'),
  /** 200 with a body that is not JSON. */
  garbage: getAddress('0x5afe00000000000000000000000000000000e200'),
} as const

export const GATEWAY_ERROR_BODY = { code: 1, message: 'Safe not found' }

/** Prices of the native token per fiat code the gateway supports. */
export const FIAT_RATES: Record<string, number> = { USD: 3000, EUR: 2760, GBP: 2370 }

export const ADDRESS_BOOK = [
  { name: 'Alice', address: OWNERS[1] },
  { name: 'Bob', address: OWNERS[2] },
]

export interface OwnerSignature {
  owner: Address
  signature: Hex
}

/** A proposed Safe transaction: the owners' signatures, and once executed its chain transaction. */
export interface ProposedTransaction {
  safe: Address
  safeTx: SafeTx
  /** The first call as the app sent it (a batch shows as its first call). */
  first: { to: Address; value: string; data: Hex }
  nonce: number
  signatures: OwnerSignature[]
  submittedAt: number
  executed?: { txHash: Hex; at: number }
}

/**
 * What the host and the gateway both know, shared so they agree (one process runs both). What a
 * Safe is (owners, threshold, nonce) is read from the chain; this is what lives off-chain.
 */
/** What the Safe host and the gateway each start from: the chain they speak for and the state they share. */
export interface SafePeerOptions {
  chainId: number
  anvilUrl: string
  state: SafeState
}

export interface SafeState {
  /** safeTxHash -> the proposal. */
  transactions: Map<string, ProposedTransaction>
  /** safeMessageHash -> the message and its owner signatures. */
  messages: Map<
    string,
    { safe: Address; message: unknown; dataHash: Hex; signatures: OwnerSignature[]; created: number }
  >
}

export function createSafeState(): SafeState {
  return { transactions: new Map(), messages: new Map() }
}
