import type { Hash } from 'viem'

/**
 * Where a bundle of calls stands. `partial`: some calls landed and some did not (a non-atomic
 * bundle, or calls sent one by one that stopped or reverted part way); `unknown`: the wallet no
 * longer knows the bundle or never says, so the list does not show it pending for ever.
 */
export type BundleStatus = 'pending' | 'confirmed' | 'failed' | 'partial' | 'unknown'

/**
 * A call's own outcome: `notSent` for the calls after a refusal in a one-by-one send; `unknown`
 * where the wallet did not say (a forgotten bundle, or a partial one without a receipt per call).
 */
export type CallStatus = 'pending' | 'confirmed' | 'failed' | 'notSent' | 'unknown'

/** One receipt of `wallet_getCallsStatus`, the fields the list needs. */
export interface CallsReceipt {
  transactionHash: Hash
  status: 'success' | 'reverted'
}

export interface ReadCallsStatus {
  status: BundleStatus
  receipts: CallsReceipt[]
}

/**
 * EIP-5792's status codes by their hundreds: 1xx pending, 2xx confirmed, 4xx failed off chain
 * (never included), 5xx reverted on chain, 6xx partly reverted (non-atomic bundles only).
 */
export function bundleStatusOf(code: number): BundleStatus {
  switch (Math.floor(code / 100)) {
    case 1:
      return 'pending'
    case 2:
      return 'confirmed'
    case 4:
    case 5:
      return 'failed'
    case 6:
      return 'partial'
    default:
      return 'unknown'
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function receiptOf(raw: unknown): CallsReceipt | undefined {
  if (!isObject(raw) || typeof raw.transactionHash !== 'string') return undefined
  // Hex '0x1' as the EIP says; a wallet that went through viem's formatter answers 'success'.
  const ok = raw.status === '0x1' || raw.status === 1 || raw.status === 'success'
  return { transactionHash: raw.transactionHash as Hash, status: ok ? 'success' : 'reverted' }
}

/** The status of calls that all landed, from their receipts alone (EIP-5792's first draft had no codes). */
function statusOfReceipts(receipts: CallsReceipt[]): BundleStatus {
  if (receipts.length === 0) return 'unknown'
  const ok = receipts.filter((r) => r.status === 'success').length
  return ok === receipts.length ? 'confirmed' : ok === 0 ? 'failed' : 'partial'
}

/**
 * Reads a `wallet_getCallsStatus` answer: EIP-5792 v2's numeric `status`, or the first draft's
 * 'PENDING' / 'CONFIRMED'. An answer that is neither says nothing about the bundle: `unknown`.
 */
export function readCallsStatus(answer: unknown): ReadCallsStatus {
  if (!isObject(answer)) return { status: 'unknown', receipts: [] }
  const receipts = (Array.isArray(answer.receipts) ? answer.receipts : []).flatMap((r) => receiptOf(r) ?? [])
  const { status } = answer
  if (typeof status === 'number') return { status: bundleStatusOf(status), receipts }
  if (status === 'PENDING') return { status: 'pending', receipts }
  if (status === 'CONFIRMED') return { status: statusOfReceipts(receipts), receipts }
  return { status: 'unknown', receipts }
}

/** Each call's outcome from the bundle's: one receipt per call, or one for all (an atomic bundle). */
export function callStatusesOf(calls: number, { status, receipts }: ReadCallsStatus): CallStatus[] {
  return Array.from({ length: calls }, (_, i) => {
    const receipt = receipts.length === calls ? receipts[i] : receipts.length === 1 ? receipts[0] : undefined
    if (receipt) return receipt.status === 'success' ? 'confirmed' : 'failed'
    return status === 'partial' ? 'unknown' : status
  })
}

/** Each call's transaction hash where the wallet gave one (the same for all in an atomic bundle). */
export function callHashesOf(calls: number, receipts: CallsReceipt[]): (Hash | undefined)[] {
  return Array.from(
    { length: calls },
    (_, i) =>
      (receipts.length === calls ? receipts[i] : receipts.length === 1 ? receipts[0] : undefined)?.transactionHash,
  )
}

/** A bundle sent one call at a time, from its calls' own outcomes. */
export function sequenceStatusOf(calls: CallStatus[]): BundleStatus {
  if (calls.includes('pending')) return 'pending'
  if (calls.every((c) => c === 'unknown')) return 'unknown'
  const confirmed = calls.filter((c) => c === 'confirmed').length
  return confirmed === calls.length ? 'confirmed' : confirmed === 0 ? 'failed' : 'partial'
}
