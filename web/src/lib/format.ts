import { formatUnits } from 'viem'

/** `0xf39F…2266`: enough of an address to recognise it. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** An amount for display: grouped thousands, 3 fraction digits from 1 up, 4 below. */
export function formatAmount(value: bigint, decimals: number): string {
  const number = Number(formatUnits(value, decimals))
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: number >= 1 ? 3 : 4 }).format(number)
}

/** A balance for display: the amount, then the symbol. */
export function formatBalance(value: bigint, decimals: number, symbol: string): string {
  return `${formatAmount(value, decimals)} ${symbol}`
}
