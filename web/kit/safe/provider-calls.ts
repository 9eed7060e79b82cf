import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { Address, Hex } from 'viem'
import { invalidSigner, SafeProviderError } from './errors.ts'

/**
 * EIP-5792 batched calls. A Safe executes a batch as one MultiSend transaction, so every call
 * list the host accepts through `sendTransactions` is atomic.
 */

/** What the batch calls need of the Safe provider: its SDK, address and chain. */
interface SafeConnection {
  readonly sdk: SafeAppsSDK
  readonly address: Address
  readonly chainId: Hex
}

/** Wei as the decimal string Safe{Wallet} documents; absent means '0'. */
export const weiString = (value: string | undefined) => (value ? BigInt(value).toString() : '0')

interface Call {
  to: Address
  value?: Hex
  data?: Hex
}

interface SendCallsRequest {
  chainId?: Hex
  from?: Address
  calls?: Call[]
}

/** EIP-5792 status codes. */
const CALLS_STATUS = { pending: 100, confirmed: 200, offChainFailure: 400, reverted: 500 } as const

/** EIP-5792's code for a chain the wallet cannot send on. */
const UNSUPPORTED_CHAIN = 5710

export function walletCapabilities(chainId: Hex) {
  return { [chainId]: { atomic: { status: 'supported' } } }
}

export async function sendCalls(provider: SafeConnection, request: SendCallsRequest | undefined) {
  if (request?.chainId && BigInt(request.chainId) !== BigInt(provider.chainId)) {
    throw new SafeProviderError(
      `This Safe is on chain ${Number(provider.chainId)}, not ${Number(request.chainId)}`,
      UNSUPPORTED_CHAIN,
    )
  }
  if (request?.from && request.from.toLowerCase() !== provider.address.toLowerCase()) throw invalidSigner()
  const txs = (request?.calls ?? []).map((call) => ({
    to: call.to,
    value: weiString(call.value),
    data: call.data ?? '0x',
  }))
  // The SDK itself refuses an empty list ('No transactions were passed').
  const { safeTxHash } = await provider.sdk.txs.send({ txs })
  return { id: safeTxHash }
}

export async function getCallsStatus(provider: SafeConnection, id: string) {
  const details = await provider.sdk.txs.getBySafeTxHash(id)
  const base = { version: '2.0.0', id, chainId: provider.chainId, atomic: true }
  if (details.txStatus === 'CANCELLED') return { ...base, status: CALLS_STATUS.offChainFailure, receipts: [] }
  if (!details.txHash) return { ...base, status: CALLS_STATUS.pending, receipts: [] }
  const receipt = await provider.sdk.eth.getTransactionReceipt([details.txHash])
  if (!receipt) return { ...base, status: CALLS_STATUS.pending, receipts: [] }
  const succeeded = details.txStatus === 'SUCCESS' && Number(receipt.status) === 1
  return {
    ...base,
    status: succeeded ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
    receipts: [
      {
        logs: receipt.logs,
        status: succeeded ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}
