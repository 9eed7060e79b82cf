import { parseGwei } from 'viem'

/** docs/spec.md §9.4 fee defaults, in one place: the priority fee and the multiplier on the base fee. */
export const DEFAULT_PRIORITY_FEE = parseGwei('1.5')
export const FEE_MULTIPLIER_PERCENT = 120n

/** EIP-1559 fees from the latest base fee: base × 120 % plus the priority fee. */
export function feesFor(baseFeePerGas: bigint): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  return {
    maxPriorityFeePerGas: DEFAULT_PRIORITY_FEE,
    maxFeePerGas: (baseFeePerGas * FEE_MULTIPLIER_PERCENT) / 100n + DEFAULT_PRIORITY_FEE,
  }
}

/**
 * Connector types whose wallet prices what it sends itself: a Safe's host estimates and executes
 * the Safe transaction and the executing owner pays its gas, so fees from the app mean nothing
 * there, and asking the chain for them would need an RPC the host's network may not reach.
 */
const WALLET_PRICED = new Set(['safe'])

export const walletSetsFees = (connectorType: string | undefined) =>
  connectorType !== undefined && WALLET_PRICED.has(connectorType)
