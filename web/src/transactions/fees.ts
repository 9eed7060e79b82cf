import { parseGwei } from 'viem'

/** Spec §9 fee defaults, in one place: the priority fee and the multiplier on the base fee. */
export const DEFAULT_PRIORITY_FEE = parseGwei('1.5')
export const FEE_MULTIPLIER_PERCENT = 120n

/** EIP-1559 fees from the latest base fee: base × 120 % plus the priority fee. */
export function feesFor(baseFeePerGas: bigint): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  return {
    maxPriorityFeePerGas: DEFAULT_PRIORITY_FEE,
    maxFeePerGas: (baseFeePerGas * FEE_MULTIPLIER_PERCENT) / 100n + DEFAULT_PRIORITY_FEE,
  }
}
