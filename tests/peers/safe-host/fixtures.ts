import { getAddress, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { DEV_KEYS } from '../../e2e/wallet/options'

/** The harness's Safe: three anvil dev accounts own it, two must confirm. */
export const SAFE_ADDRESS: Address = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe')
export const OWNER_KEYS: Hex[] = DEV_KEYS.slice(0, 3)
export const OWNERS: Address[] = OWNER_KEYS.map((key) => privateKeyToAddress(key))
export const THRESHOLD = 2
export const SAFE_VERSION = '1.4.1'
export const SAFE_NAME = 'Beacon Treasury'
export const INITIAL_NONCE = 7
export const SAFE_BALANCE_WEI = 5n * 10n ** 18n

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

/** What the host and the gateway both know, shared so they agree (one process runs both). */
export interface SafeState {
  nonce: number
  /** safeTxHash -> the executed transaction(s). */
  transactions: Map<string, { txHashes: Hex[]; to: string; value: string; data: Hex; nonce: number; executedAt: number }>
  /** safeMessageHash -> the message and its owner signatures. */
  messages: Map<string, { message: unknown; dataHash: Hex; signatures: { owner: Address; signature: Hex }[]; created: number }>
}

export function createSafeState(): SafeState {
  return { nonce: INITIAL_NONCE, transactions: new Map(), messages: new Map() }
}
