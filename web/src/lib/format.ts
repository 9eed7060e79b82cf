import { formatUnits } from 'viem'

/** `0xf39F…2266`: enough of an address to recognise it. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** A balance for display: grouped thousands, at most 4 fraction digits, then the symbol. */
export function formatBalance(value: bigint, decimals: number, symbol: string): string {
  const number = Number(formatUnits(value, decimals))
  const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: number >= 1 ? 3 : 4 }).format(number)
  return `${text} ${symbol}`
}
