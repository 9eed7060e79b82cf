import { formatUnits } from 'viem'

/** A balance for display: grouped thousands, 3 fraction digits from 1 up, 4 below. */
export function formatDisplayBalance(value: bigint, decimals: number): string {
  const number = Number(formatUnits(value, decimals))
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: number >= 1 ? 3 : 4 }).format(number)
}
