import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatUnits } from 'viem'
import { fill } from '../../i18n/en'
import { enSafe } from '../../i18n/en-safe'
import { DEFAULT_CURRENCY, getBalances, getFiatCurrencies } from '../gateway/endpoints'
import { gateway, type SafeContext } from './useSafe'

function fiat(value: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(Number(value))
  } catch {
    // Not an ISO 4217 code Intl knows: show the number with the gateway's code.
    return `${Number(value).toFixed(2)} ${currency.toUpperCase()}`
  }
}

/** The Safe's assets valued in a fiat currency the gateway supports (usd unless chosen). */
export function SafeBalances({ safe }: { safe: SafeContext }) {
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY)
  const ref = { chainId: safe.chainId, address: safe.address }
  const codes = useQuery({ queryKey: ['safe', 'gateway', 'fiat-codes'], queryFn: () => getFiatCurrencies(gateway), retry: false, staleTime: Infinity })
  const balances = useQuery({
    queryKey: ['safe', 'gateway', 'balances', ref, currency],
    queryFn: () => getBalances(gateway, ref, currency),
    retry: false,
  })

  return (
    <section className="safe-balances" aria-label={enSafe.safeBalances}>
      <label>
        {enSafe.safeCurrency}{' '}
        <select value={currency} onChange={(event) => setCurrency(event.target.value)} data-testid="safe-currency">
          {(codes.data ?? [DEFAULT_CURRENCY.toUpperCase()]).map((code) => (
            <option key={code} value={code.toLowerCase()}>
              {code.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      {balances.isError && (
        <p role="alert" className="safe-error">
          {balances.error.message}
        </p>
      )}
      {balances.data && (
        <>
          <p data-testid="safe-fiat-total">{fill(enSafe.safeTotal, { amount: fiat(balances.data.fiatTotal, currency) })}</p>
          <ul className="safe-assets">
            {balances.data.items.map((item) => (
              <li key={item.tokenInfo.address}>
                {formatUnits(BigInt(item.balance), item.tokenInfo.decimals ?? 18)} {item.tokenInfo.symbol}
                <span className="safe-muted"> {fiat(item.fiatBalance, currency)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
