import { numberToHex } from 'viem'
import { walk } from '../../shared/errors.ts'

/**
 * How a list of calls goes to the wallet: `wallet`, one `wallet_sendCalls` it executes
 * atomically (and a Safe as one Safe transaction); `sequence`, one `eth_sendTransaction` per call.
 */
export type CallsStrategy = 'wallet' | 'sequence'

/** The capabilities a wallet reports for one chain (`wallet_getCapabilities`), as JSON. */
export type ChainCapabilities = Record<string, unknown>

/** Connector types whose every batch is one atomic transaction, whatever they report. */
const ALWAYS_ATOMIC = new Set(['safe'])

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The capabilities for `chainId` in a `wallet_getCapabilities` answer: the chain's own over those
 * under '0x0', which EIP-5792 uses for every chain. Keys may be hex or, through viem, numbers.
 */
export function capabilitiesFor(answer: unknown, chainId: number): ChainCapabilities {
  if (!isObject(answer)) return {}
  const pick = (id: number) => answer[numberToHex(id)] ?? answer[String(id)]
  const all = pick(0)
  const own = pick(chainId)
  return { ...(isObject(all) ? all : {}), ...(isObject(own) ? own : {}) }
}

/** EIP-5792 v2's `atomic` ('supported', or 'ready' once the user agrees), or v1's `atomicBatch`. */
export function isAtomic(capabilities: ChainCapabilities): boolean {
  const { atomic, atomicBatch } = capabilities
  if (isObject(atomic)) return atomic.status === 'supported' || atomic.status === 'ready'
  return isObject(atomicBatch) && atomicBatch.supported === true
}

/** The strategy for a wallet's capabilities on the chain (undefined: it has no wallet_getCapabilities). */
export function chooseStrategy(capabilities: ChainCapabilities | undefined, connectorType?: string): CallsStrategy {
  if (connectorType !== undefined && ALWAYS_ATOMIC.has(connectorType)) return 'wallet'
  return capabilities && isAtomic(capabilities) ? 'wallet' : 'sequence'
}

/**
 * ERC-7677: the app's paymaster service goes to the wallet only where it reports
 * `paymasterService` as supported on the chain; otherwise no capability is sent at all.
 */
export function requestCapabilities(
  capabilities: ChainCapabilities | undefined,
  paymasterUrl: string | undefined,
): Record<string, unknown> | undefined {
  const paymaster = capabilities?.paymasterService
  if (!paymasterUrl || !isObject(paymaster) || paymaster.supported !== true) return undefined
  return { paymasterService: { url: paymasterUrl } }
}

/** 4200 (EIP-1193 unsupported method) and -32601 (JSON-RPC method not found). */
const UNKNOWN_METHOD = new Set([4200, -32601])

/** Whether the wallet does not know the method it was asked, anywhere in the cause chain. */
export const isUnknownMethod = (error: unknown) => walk(error, (e) => UNKNOWN_METHOD.has(e.code as number)) !== null
