import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Hex } from 'viem'
import {
  CONFIRMATION_POLL_MS,
  CONFIRMATIONS_TIME_LIMIT_MS,
  ConfirmationsTimeoutError,
  type OwnerProgress,
} from '../../../web/kit/safe/confirmations.ts'
import {
  onChainSignature,
  SafeTransactionCancelledError,
  SafeTransactionFailedError,
  transactionStep,
  type SafeTransactionState,
} from '../../../web/kit/safe/onchain-signature.ts'

/*
 * A Safe that signs on-chain (web/kit/safe/onchain-signature.ts): the wait follows the
 * SignMessageLib transaction the host answered with, on fake timers.
 */

const SAFE_TX_HASH: Hex = `0x${'5a'.repeat(32)}`

/** The transaction as the gateway tells it, with `confirmed` of `required` owners' confirmations. */
const tx = (txStatus: string, confirmed = 0, required = 2): SafeTransactionState => ({
  txStatus,
  detailedExecutionInfo: {
    type: 'MULTISIG',
    confirmationsRequired: required,
    confirmations: Array.from({ length: confirmed }, (_, i) => ({ signer: { value: `0x${i}` } })),
  },
})

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('transactionStep', () => {
  it('SUCCESS: the Safe signed the message, and the empty signature is its signature', () => {
    expect(transactionStep(tx('SUCCESS', 2))).toEqual({ signature: '0x' })
  })

  it('awaiting: the owners’ confirmations so far, and whether only the execution is left', () => {
    expect(transactionStep(tx('AWAITING_CONFIRMATIONS', 1))).toEqual({
      progress: { confirmed: 1, required: 2, executing: false },
    })
    expect(transactionStep(tx('AWAITING_EXECUTION', 2))).toEqual({
      progress: { confirmed: 2, required: 2, executing: true },
    })
  })

  it('CANCELLED (rejected or replaced at its nonce) and FAILED end the wait with their errors', () => {
    expect(() => transactionStep(tx('CANCELLED'))).toThrow(SafeTransactionCancelledError)
    expect(() => transactionStep(tx('FAILED'))).toThrow(SafeTransactionFailedError)
  })

  it('a transaction without multisig details tells no progress', () => {
    expect(transactionStep({ txStatus: 'AWAITING_CONFIRMATIONS', detailedExecutionInfo: null })).toEqual({
      progress: undefined,
    })
    expect(transactionStep({ txStatus: 'AWAITING_CONFIRMATIONS', detailedExecutionInfo: { type: 'MODULE' } })).toEqual({
      progress: undefined,
    })
  })
})

describe('onChainSignature', () => {
  /** A host whose getTxBySafeTxHash answers `answers` in turn, the last one again and again. */
  function host(...answers: SafeTransactionState[]) {
    let calls = 0
    return vi.fn(async (hash: Hex) => {
      expect(hash).toBe(SAFE_TX_HASH)
      return answers[Math.min(calls++, answers.length - 1)]!
    })
  }

  it('follows the transaction through its confirmations and execution, then resolves to 0x', async () => {
    const getTransaction = host(
      tx('AWAITING_CONFIRMATIONS', 0),
      tx('AWAITING_CONFIRMATIONS', 1),
      tx('AWAITING_EXECUTION', 2),
      tx('SUCCESS', 2),
    )
    const heard: OwnerProgress[] = []
    const wait = onChainSignature(
      getTransaction,
      { safeTxHash: SAFE_TX_HASH, preparedAt: Date.now() },
      { onProgress: (progress) => heard.push(progress) },
    )
    await vi.advanceTimersByTimeAsync(3 * CONFIRMATION_POLL_MS)
    await expect(wait).resolves.toBe('0x')
    expect(heard.map(({ confirmed, executing }) => [confirmed, executing])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ])
    expect(getTransaction).toHaveBeenCalledTimes(4)
  })

  it('a transaction replaced in the Safe ends the wait at once', async () => {
    const wait = onChainSignature(host(tx('AWAITING_CONFIRMATIONS', 1), tx('CANCELLED', 1)), {
      safeTxHash: SAFE_TX_HASH,
      preparedAt: Date.now(),
    })
    const settled = expect(wait).rejects.toBeInstanceOf(SafeTransactionCancelledError)
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS)
    await settled
  })

  it('a transaction never executed times out when the message’s nonce is nearly spent', async () => {
    const getTransaction = host(tx('AWAITING_EXECUTION', 2))
    const wait = onChainSignature(getTransaction, { safeTxHash: SAFE_TX_HASH, preparedAt: Date.now() })
    const settled = expect(wait).rejects.toBeInstanceOf(ConfirmationsTimeoutError)
    await vi.advanceTimersByTimeAsync(CONFIRMATIONS_TIME_LIMIT_MS)
    await settled
    const asked = getTransaction.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(getTransaction).toHaveBeenCalledTimes(asked)
  })

  it('a failure to ask the host ends the wait with that failure', async () => {
    const failure = new Error('404: Transaction not found')
    const wait = onChainSignature(() => Promise.reject(failure), { safeTxHash: SAFE_TX_HASH, preparedAt: Date.now() })
    await expect(wait).rejects.toBe(failure)
  })
})
