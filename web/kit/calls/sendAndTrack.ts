import type { Address } from 'viem'
import type { Config, Connector } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import type { TrackedCall, TransactionStore } from '../transactions/store.ts'
import { CallsStoppedError } from './errors.ts'
import { sendCalls, type Call, type CallsProgress, type SentCalls, type WalletRpc } from './send.ts'

export interface SendAndTrackInput {
  connector: Connector
  address: Address
  chainId: number
  calls: readonly Call[]
  description: string
  paymasterUrl?: string
  store: TransactionStore
  onProgress: (progress: CallsProgress) => void
}

/**
 * The entry of calls sent one by one: named by the first hash, each call pending once sent, the
 * calls after a refusal not sent.
 */
const sequenceBundle = (hashes: readonly `0x${string}`[], total: number, description: string) => ({
  id: hashes[0]!,
  via: 'sequence' as const,
  description,
  status: 'pending' as const,
  calls: Array.from({ length: total }, (_, i): TrackedCall =>
    hashes[i] ? { hash: hashes[i], status: 'pending' } : { status: 'notSent' },
  ),
})

/**
 * useSendCalls' work, loaded on its first use: sends through the connected wallet's client (on the
 * account's chain, or wagmi says why not) and lists what went through in Recent Transactions,
 * including the calls before a refusal.
 */
export async function sendAndTrack(config: Config, input: SendAndTrackInput): Promise<SentCalls> {
  const { connector, address, chainId, calls, description, store } = input
  const client = await getConnectorClient(config, { connector, account: address, chainId })
  try {
    const sent = await sendCalls(client as unknown as WalletRpc, {
      from: address,
      chainId,
      calls,
      paymasterUrl: input.paymasterUrl,
      connectorType: connector.type,
      onProgress: input.onProgress,
    })
    store.addBundle(
      address,
      chainId,
      sent.via === 'wallet'
        ? {
            id: sent.id,
            via: 'wallet',
            description,
            status: 'pending',
            calls: calls.map(() => ({ status: 'pending' })),
          }
        : sequenceBundle(sent.hashes, calls.length, description),
    )
    return sent
  } catch (error) {
    if (error instanceof CallsStoppedError) {
      store.addBundle(address, chainId, sequenceBundle(error.sent, calls.length, description))
    }
    throw error
  }
}
