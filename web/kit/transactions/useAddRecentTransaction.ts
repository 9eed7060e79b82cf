import { useCallback } from 'react'
import { useConnection } from 'wagmi'
import { NoAddressOrChainError } from './store.ts'
import { useTransactionStore } from './transactions.ts'

/** A transaction to list in the account modal's Recent Transactions. */
export interface RecentTransaction {
  hash: `0x${string}`
  /** What the list calls it, in the page's language. */
  description: string
}

/**
 * Adds a transaction the page sent to the connected account's Recent Transactions on the
 * current chain; the kit follows its receipt and shows it pending, then confirmed or failed.
 */
export function useAddRecentTransaction(): (transaction: RecentTransaction) => void {
  const { address, chainId } = useConnection()
  const store = useTransactionStore()
  return useCallback(
    (transaction) => {
      if (!address || chainId === undefined) throw new NoAddressOrChainError()
      store.add(address, chainId, transaction)
    },
    [address, chainId, store],
  )
}
