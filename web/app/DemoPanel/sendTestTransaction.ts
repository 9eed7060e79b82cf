import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getBlock, sendTransaction } from 'wagmi/actions'
import { feesFor, walletSetsFees, type RecentTransaction } from '../../kit/index.ts'

export interface SendTestTransactionParameters {
  address: Address
  chainId: number
  /** The connector's type: a wallet that prices what it sends (a Safe) gets no fees from us. */
  connectorType: string | undefined
  /** What Recent Transactions calls it. */
  description: string
  /** Lists it in Recent Transactions (useAddRecentTransaction). */
  record: (transaction: RecentTransaction) => void
  /**
   * The latest base fee when known ahead: the send then goes straight to the wallet, inside the
   * tap that asked for it (a phone opens the wallet app only from a user gesture).
   */
  baseFeePerGas?: bigint
}

/**
 * The demo's test transaction: 0 to the sender's own address, priced from the latest base fee
 * (docs/spec.md §9.4) unless the wallet prices it itself, then recorded in Recent Transactions.
 */
export async function sendTestTransaction(
  config: Config,
  { address, chainId, connectorType, description, record, baseFeePerGas }: SendTestTransactionParameters,
): Promise<Hash> {
  const fees = walletSetsFees(connectorType)
    ? {}
    : feesFor(baseFeePerGas ?? (await getBlock(config, { chainId })).baseFeePerGas ?? 0n)
  const hash = await sendTransaction(config, { to: address, value: 0n, chainId, ...fees })
  record({ hash, description })
  return hash
}
