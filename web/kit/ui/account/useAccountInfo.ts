import { useBalance, useConnection, useEnsAvatar, useEnsName } from 'wagmi'
import { useLocaleState } from '../../i18n/store.ts'
import { formatAmount, formatBalance, shortenAddress } from '../../lib/format.ts'
import { useHasPendingTransactions } from '../../transactions/transactions.ts'
import { CACHE } from '../../wagmi/queryClient.ts'

/** The account as the button and the modal show it (docs/spec.md §3.2). */
export function useAccountInfo() {
  const { address, chain } = useConnection()
  // Only chains that have an ENS deployment can resolve names.
  const ens = Boolean(chain?.contracts?.ensUniversalResolver)
  const balance = useBalance({ address })
  const ensName = useEnsName({
    address,
    chainId: chain?.id,
    query: { enabled: ens && Boolean(address), staleTime: CACHE.ensStaleTimeMs },
  })
  const ensAvatar = useEnsAvatar({
    // A reverse-resolved name is already normalised (the resolver checks it forwards); not
    // normalising again keeps ENS's large normalisation tables out of the bundle.
    name: ensName.data ?? undefined,
    chainId: chain?.id,
    query: { enabled: Boolean(ensName.data), staleTime: CACHE.ensStaleTimeMs },
  })
  const hasPendingTransactions = useHasPendingTransactions()
  const { locale } = useLocaleState()
  const data = balance.data
  return {
    address,
    ensName: ensName.data ?? undefined,
    ensAvatar: ensAvatar.data ?? undefined,
    displayName: ensName.data ?? (address ? shortenAddress(address) : ''),
    balanceFormatted: data ? formatAmount(data.value, data.decimals, locale) : undefined,
    balanceSymbol: data?.symbol,
    balanceDecimals: data?.decimals,
    displayBalance: data ? formatBalance(data.value, data.decimals, data.symbol, locale) : undefined,
    hasPendingTransactions,
  }
}
