import { formatUnits } from 'viem'

/** `0xf39F…2266`: enough of an address to recognise it. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * An amount for display in the visitor's locale (grouping, decimal sign, digits): 3 fraction
 * digits from 1 up, 4 below.
 */
export function formatAmount(value: bigint, decimals: number, locale: string): string {
  const number = Number(formatUnits(value, decimals))
  return new Intl.NumberFormat(locale, { maximumFractionDigits: number >= 1 ? 3 : 4 }).format(number)
}

/** A balance for display: the amount, then the symbol. */
export function formatBalance(value: bigint, decimals: number, symbol: string, locale: string): string {
  return `${formatAmount(value, decimals, locale)} ${symbol}`
}

/** A token amount to its last digit, in the visitor's locale (Intl formats decimal strings exactly). */
export function formatExactAmount(value: bigint, decimals: number, locale: string): string {
  const text = formatUnits(value, decimals) as `${number}`
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(decimals, 100) }).format(text)
}
