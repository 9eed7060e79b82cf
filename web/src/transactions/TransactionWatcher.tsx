import { useEffect } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { transactionStore, useRecentTransactions } from './transactions'

/**
 * Follows every pending transaction of the connected account until its receipt arrives, including
 * ones restored from storage after a reload. Renders nothing.
 */
export default function TransactionWatcher() {
  const config = useConfig()
  const { address, chainId } = useConnection()
  const pending = useRecentTransactions().filter((tx) => tx.status === 'pending')
  const hashes = pending.map((tx) => tx.hash).join(',')

  useEffect(() => {
    if (!address || chainId === undefined || !hashes) return
    let live = true
    for (const hash of hashes.split(',') as `0x${string}`[]) {
      waitForTransactionReceipt(config, { hash, chainId: chainId as typeof config.chains[number]['id'] }).then(
        (receipt) => live && transactionStore.setStatus(address, chainId, hash, receipt.status === 'success' ? 'confirmed' : 'failed'),
        // A receipt that cannot be fetched now is retried on the next render with this hash.
        () => undefined,
      )
    }
    return () => {
      live = false
    }
  }, [config, address, chainId, hashes])
  return null
}
