import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getBlock, sendTransaction } from 'wagmi/actions'
import { feesFor, walletSetsFees } from '../../kit/transactions/fees.ts'
import type { TransactionStore } from '../../kit/transactions/store.ts'

export interface SendTestTransactionParameters {
  address: Address
  chainId: number
  /** The connector's type: a wallet that prices what it sends (a Safe) gets no fees from us. */
  connectorType: string | undefined
  /** What Recent Transactions calls it. */
  description: string
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
  transactions: TransactionStore,
  { address, chainId, connectorType, description, baseFeePerGas }: SendTestTransactionParameters,
): Promise<Hash> {
  const fees = walletSetsFees(connectorType)
    ? {}
    : feesFor(baseFeePerGas ?? (await getBlock(config, { chainId })).baseFeePerGas ?? 0n)
  const hash = await sendTransaction(config, { to: address, value: 0n, chainId, ...fees })
  transactions.add(address, chainId, { hash, description })
  return hash
}
