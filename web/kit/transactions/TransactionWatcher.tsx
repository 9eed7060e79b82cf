import { useEffect } from 'react'
import { createPublicClient, custom, type EIP1193Provider } from 'viem'
import { useConfig, useConnection, type Connector } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { watchReceipts, type WaitForReceipt } from './receipts.ts'
import { entryKey, isBundle } from './store.ts'
import { useRecentTransactions, useTransactionStore } from './transactions.ts'

/**
 * Connectors whose transaction hashes only the wallet can resolve: a Safe returns a safeTxHash,
 * which the chain never sees; its provider maps it to the executed transaction's receipt.
 */
const WALLET_RESOLVED_HASHES = new Set(['safe'])

async function receiptSource(
  config: ReturnType<typeof useConfig>,
  connector: Connector | undefined,
  chainId: number,
): Promise<WaitForReceipt> {
  if (connector && WALLET_RESOLVED_HASHES.has(connector.id)) {
    const provider = (await connector.getProvider()) as EIP1193Provider
    const client = createPublicClient({ transport: custom(provider) })
    return (hash) => client.waitForTransactionReceipt({ hash })
  }
  return (hash) => waitForTransactionReceipt(config, { hash, chainId: chainId as (typeof config.chains)[number]['id'] })
}

/** `wallet_getCallsStatus` through the connected wallet. */
async function callsStatus(connector: Connector | undefined, id: string): Promise<unknown> {
  if (!connector) throw new Error('No wallet connected')
  const provider = (await connector.getProvider()) as EIP1193Provider
  return provider.request({ method: 'wallet_getCallsStatus', params: [id] } as never)
}

/**
 * Follows every pending transaction and bundle of the connected account until its outcome is
 * known, including ones restored from storage after a reload. Renders nothing.
 */
export default function TransactionWatcher() {
  const config = useConfig()
  const { address, chainId, connector } = useConnection()
  const store = useTransactionStore()
  const pending = useRecentTransactions().filter((tx) => tx.status === 'pending')
  // One string each, so an effect starts again when the pending ones change, not on every render.
  const hashes = pending
    .filter((tx) => !isBundle(tx))
    .map(entryKey)
    .join(',')
  const bundles = pending.filter(isBundle).map(entryKey).join(',')

  useEffect(() => {
    if (!address || chainId === undefined || !hashes) return
    // The source is looked up per attempt, so a failure to get the Safe's provider is retried too.
    const wait: WaitForReceipt = async (hash) => (await receiptSource(config, connector, chainId))(hash)
    return watchReceipts(store, address, chainId, wait)
  }, [store, config, address, chainId, connector, hashes])

  useEffect(() => {
    if (!address || chainId === undefined || !bundles) return
    const wait: WaitForReceipt = async (hash) => (await receiptSource(config, connector, chainId))(hash)
    let stop: (() => void) | undefined
    let ended = false
    // The bundles' code loads only once there is a bundle to follow.
    void import('../calls/watchBundles.ts').then(({ watchBundles }) => {
      if (!ended) stop = watchBundles(store, address, chainId, { getStatus: (id) => callsStatus(connector, id), wait })
    })
    return () => {
      ended = true
      stop?.()
    }
  }, [store, config, address, chainId, connector, bundles])
  return null
}
