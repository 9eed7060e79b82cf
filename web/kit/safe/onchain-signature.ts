import type { Hex } from 'viem'
import { BaseError } from '../../shared/errors.ts'
import {
  deadlineOf,
  waitForConfirmations,
  type ConfirmationStep,
  type PendingSafeMessage,
  type WaitOptions,
} from './confirmations.ts'

/**
 * A Safe set to sign on-chain (Safe{Wallet} without off-chain signing) answers a signature
 * request with the safeTxHash of a transaction that delegatecalls SignMessageLib.signMessage.
 * Once its owners confirmed and executed it, the Safe holds the message as signed, and its
 * EIP-1271 check accepts the empty signature: `isValidSignature(hash, 0x)`.
 */

/** The empty signature: the Safe signed on-chain. */
export const ON_CHAIN_SIGNATURE: Hex = '0x'

/** The owners replaced the transaction at its nonce (rejected it, or ran another): it never runs. */
export class SafeTransactionCancelledError extends BaseError {
  override name = 'SafeTransactionCancelledError'
  constructor() {
    super("The Safe's transaction was rejected or replaced")
  }
}

/** The transaction ran and failed: the Safe did not sign the message. */
export class SafeTransactionFailedError extends BaseError {
  override name = 'SafeTransactionFailedError'
  constructor() {
    super("The Safe's transaction failed")
  }
}

/** What the gateway (through the host's getTxBySafeTxHash) tells of a Safe transaction, as far as the wait reads it. */
export interface SafeTransactionState {
  txStatus: string
  detailedExecutionInfo?: {
    type: string
    confirmations?: readonly unknown[]
    confirmationsRequired?: number
  } | null
}

/**
 * One look at the transaction: SUCCESS brings the empty signature, CANCELLED and FAILED end the
 * wait, anything else is the owners' progress (AWAITING_EXECUTION: confirmed, not yet run).
 */
export function transactionStep(tx: SafeTransactionState): ConfirmationStep {
  switch (tx.txStatus) {
    case 'SUCCESS':
      return { signature: ON_CHAIN_SIGNATURE }
    case 'CANCELLED':
      throw new SafeTransactionCancelledError()
    case 'FAILED':
      throw new SafeTransactionFailedError()
  }
  const info = tx.detailedExecutionInfo
  if (info?.type !== 'MULTISIG' || !Array.isArray(info.confirmations) || !Number.isInteger(info.confirmationsRequired))
    return { progress: undefined }
  return {
    progress: {
      confirmed: info.confirmations.length,
      required: info.confirmationsRequired!,
      executing: tx.txStatus === 'AWAITING_EXECUTION',
    },
  }
}

/**
 * The empty signature once the owners executed the transaction `safeTxHash`, followed through
 * `getTransaction` (the host's getTxBySafeTxHash), within the same time limit as an off-chain
 * message: the nonce of the message it signs must still be good when the API checks it.
 */
export function onChainSignature(
  getTransaction: (safeTxHash: Hex) => Promise<SafeTransactionState>,
  message: Pick<PendingSafeMessage, 'preparedAt'> & { safeTxHash: Hex },
  { signal, onProgress }: WaitOptions = {},
): Promise<Hex> {
  return waitForConfirmations({
    poll: async () => transactionStep(await getTransaction(message.safeTxHash)),
    deadline: deadlineOf(message),
    signal,
    onProgress,
  })
}
