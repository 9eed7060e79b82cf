import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill } from '../../i18n/en.ts'
import { useLocaleState } from '../../i18n/store.ts'
import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { formatExactAmount } from '../../lib/format.ts'
import { DEFAULT_CURRENCY, getBalances, getFiatCurrencies } from '../../safe/gateway/endpoints.ts'
import { GatewayFailure } from './GatewayFailure.tsx'
import { LinePlaceholder } from './LinePlaceholder.tsx'
import { useGateway, type SafeContext } from './useSafe.ts'

function fiat(value: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(Number(value))
  } catch {
    // Not an ISO 4217 code Intl knows: show the number with the gateway's code.
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value))} ${currency.toUpperCase()}`
  }
}

/**
 * The Safe's assets valued in a fiat currency the gateway supports (usd unless chosen). The panel's
 * last section: its list is as long as the Safe has assets, which is not known until the gateway
 * answers, so nothing under it can move when it lands.
 */
export function SafeBalances({ safe }: { safe: SafeContext }) {
  const m = useSafeMessages()
  const gateway = useGateway()
  const { locale } = useLocaleState()
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY)
  const ref = { chainId: safe.chainId, address: safe.address }
  const codes = useQuery({
    queryKey: ['safe', 'gateway', 'fiat-codes'],
    queryFn: () => getFiatCurrencies(gateway),
    retry: false,
    staleTime: Infinity,
  })
  const balances = useQuery({
    queryKey: ['safe', 'gateway', 'balances', ref, currency],
    queryFn: () => getBalances(gateway, ref, currency),
    retry: false,
  })

  return (
    <section className="safe-balances" aria-label={m.safeBalances} aria-busy={balances.isPending}>
      <label>
        {m.safeCurrency}{' '}
        <select value={currency} onChange={(event) => setCurrency(event.target.value)} data-testid="safe-currency">
          {(codes.data ?? [DEFAULT_CURRENCY.toUpperCase()]).map((code) => (
            <option key={code} value={code.toLowerCase()}>
              {code.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      {balances.isError && (
        <GatewayFailure error={balances.error} retrying={balances.isFetching} onRetry={() => void balances.refetch()} />
      )}
      {balances.isPending && <LinePlaceholder />}
      {balances.data && (
        <>
          <p data-testid="safe-fiat-total">
            {fill(m.safeTotal, { amount: fiat(balances.data.fiatTotal, currency, locale) })}
          </p>
          <ul className="safe-assets">
            {balances.data.items.map((item) => (
              <li key={item.tokenInfo.address}>
                {formatExactAmount(BigInt(item.balance), item.tokenInfo.decimals ?? 18, locale)} {item.tokenInfo.symbol}
                <span className="safe-muted"> {fiat(item.fiatBalance, currency, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
