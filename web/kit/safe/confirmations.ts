import type { Address, Hex } from 'viem'
import { BaseError } from '../../shared/errors.ts'
import { getSafeMessage } from './gateway/endpoints.ts'
import { GatewayTimeoutError } from './gateway/errors.ts'
import type { Gateway } from './gateway/request.ts'
import type { SafeMessage } from './gateway/types.ts'
import { safeMessageHash } from './messages.ts'

/**
 * Waiting for a Safe's owners to confirm what the app asked it to sign. Safe{Wallet} answers a
 * signature request with the message's hash alone until enough owners signed it off-chain; the
 * Safe's signature (the owners' signatures together) then appears on the gateway as
 * `preparedSignature` (docs/spec.md §7.3). A Safe that signs on-chain answers with a transaction
 * instead (onchain-signature.ts): the same wait, on the transaction.
 */

/** While owners still have to confirm, the gateway is asked again this often. */
export const CONFIRMATION_POLL_MS = 1_000

/**
 * How long after its nonce was issued a sign-in message may wait for the owners. The auth API
 * keeps a nonce 5 minutes (NONCE_TTL_MS in web/shared/auth/nonce.ts): a Safe signature
 * that comes later signs a spent message. The wait ends 30 s earlier, so that the verification
 * still reaches the API in time with the two clocks a little apart.
 */
export const CONFIRMATIONS_TIME_LIMIT_MS = 5 * 60_000 - 30_000

/** The owners did not confirm the message before the wait's deadline. */
export class ConfirmationsTimeoutError extends BaseError {
  override name = 'ConfirmationsTimeoutError'
  constructor() {
    super("The Safe's owners did not confirm the message in time")
  }
}

/** How far the owners are: how many confirmed, and how many must. */
export interface OwnerProgress {
  confirmed: number
  required: number
  /** Confirmed enough: the Safe's transaction (on-chain signing) waits to be executed. */
  executing?: boolean
}

/** One look at what the owners did: the Safe's signature once it exists, else how far they are (if told). */
export type ConfirmationStep = { signature: Hex } | { progress: OwnerProgress | undefined }

export interface ConfirmationWait {
  /** What the owners did, asked once. Throws when the wait cannot succeed any more. */
  poll(): Promise<ConfirmationStep>
  /** When to give up, in ms since the epoch. */
  deadline: number
  /** Stops the wait (the dialog closed): it then rejects with the signal's reason. */
  signal?: AbortSignal
  /** Told of the owners' progress at each answer without a signature. */
  onProgress?: (progress: OwnerProgress) => void
  now?: () => number
  intervalMs?: number
}

/** What the gateway's message tells: its signature once CONFIRMED with one, else its confirmations. */
export function messageStep(
  message: Pick<SafeMessage, 'status' | 'preparedSignature' | 'confirmationsSubmitted' | 'confirmationsRequired'>,
): ConfirmationStep {
  if (message.status === 'CONFIRMED' && message.preparedSignature)
    return { signature: message.preparedSignature as Hex }
  const { confirmationsSubmitted: confirmed, confirmationsRequired: required } = message
  return {
    progress: Number.isInteger(confirmed) && Number.isInteger(required) ? { confirmed, required } : undefined,
  }
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    }
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', abort)
        resolve()
      },
      Math.max(0, ms),
    )
    signal.addEventListener('abort', abort, { once: true })
  })
}

/**
 * Polls until a step brings the Safe's signature and resolves to it. Rejects with
 * {@link ConfirmationsTimeoutError} at the deadline, even while a poll is still on its way, and
 * with the poll's own error when asking fails (the gateway's answer is not a "not yet").
 */
export async function waitForConfirmations({
  poll,
  deadline,
  signal,
  onProgress,
  now = Date.now,
  intervalMs = CONFIRMATION_POLL_MS,
}: ConfirmationWait): Promise<Hex> {
  signal?.throwIfAborted()
  const stop = new AbortController()
  const forward = () => stop.abort(signal?.reason)
  signal?.addEventListener('abort', forward, { once: true })
  const expiry = delay(deadline - now(), stop.signal).then(() => {
    throw new ConfirmationsTimeoutError()
  })
  const watch = (async () => {
    for (;;) {
      const step = await poll()
      stop.signal.throwIfAborted()
      if ('signature' in step) return step.signature
      if (step.progress) onProgress?.(step.progress)
      await delay(intervalMs, stop.signal)
    }
  })()
  // The race's loser rejects once stopped; that rejection is expected, not unhandled.
  expiry.catch(() => {})
  watch.catch(() => {})
  try {
    // An abort rejects `expiry` at once, even while a poll is on its way.
    return await Promise.race([watch, expiry])
  } finally {
    signal?.removeEventListener('abort', forward)
    stop.abort()
  }
}

/** A sign-in message the Safe took, and when its nonce was issued. */
export interface PendingSafeMessage {
  chainId: number
  safe: Address
  text: string
  preparedAt: number
}

/** How a caller follows a wait: to stop it, and to hear of the owners' progress. */
export interface WaitOptions {
  signal?: AbortSignal
  onProgress?: (progress: OwnerProgress) => void
}

/** The wait's deadline for a message: {@link CONFIRMATIONS_TIME_LIMIT_MS} after its nonce was issued. */
export const deadlineOf = (message: Pick<PendingSafeMessage, 'preparedAt'>) =>
  message.preparedAt + CONFIRMATIONS_TIME_LIMIT_MS

/**
 * The Safe's signature of `message` once its owners confirmed it, followed on the gateway under
 * the key Safe{Wallet} files it by, for at most {@link CONFIRMATIONS_TIME_LIMIT_MS} after its nonce.
 * A poll the gateway does not answer in time is a "not yet": the owners may be confirming all the
 * while, and giving up would make them sign a new message; any other failure ends the wait.
 */
export function safeSignature(
  gateway: Gateway,
  message: PendingSafeMessage,
  { signal, onProgress }: WaitOptions = {},
): Promise<Hex> {
  const messageHash = safeMessageHash(message.chainId, message.safe, message.text)
  return waitForConfirmations({
    poll: () =>
      getSafeMessage(gateway, { chainId: message.chainId, messageHash }).then(messageStep, (error: unknown) => {
        if (error instanceof GatewayTimeoutError) return { progress: undefined }
        throw error
      }),
    deadline: deadlineOf(message),
    signal,
    onProgress,
  })
}
