import { useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { safeStorage } from '../lib/safe-storage.ts'
import { TransactionStore } from './store.ts'

/** The app's one store, persisted in localStorage where the browser allows it. */
export const transactionStore = new TransactionStore(safeStorage())

/** The connected account's transactions on the current chain, newest first. */
export function useRecentTransactions() {
  const { address, chainId } = useConnection()
  return useSyncExternalStore(transactionStore.subscribe, () => transactionStore.list(address, chainId))
}

export function useHasPendingTransactions(): boolean {
  return useRecentTransactions().some((tx) => tx.status === 'pending')
}
