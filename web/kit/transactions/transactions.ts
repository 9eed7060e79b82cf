import { useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { useKitRuntime } from '../runtime/context.ts'
import { safeStorage } from '../lib/safe-storage.ts'
import { TransactionStore } from './store.ts'

/** The provider's store of recent transactions, persisted in localStorage where the browser allows it. */
export function useTransactionStore(): TransactionStore {
  const slot = useKitRuntime().transactions
  return (slot.store ??= new TransactionStore(safeStorage()))
}

/** The connected account's transactions on the current chain, newest first. */
export function useRecentTransactions() {
  const { address, chainId } = useConnection()
  const store = useTransactionStore()
  return useSyncExternalStore(store.subscribe, () => store.list(address, chainId))
}

export function useHasPendingTransactions(): boolean {
  return useRecentTransactions().some((tx) => tx.status === 'pending')
}
