import type { Address, Hex } from 'viem'
import { BaseError } from '../../shared/errors.ts'
import { getSafeMessage } from './gateway/endpoints.ts'
import type { Gateway } from './gateway/request.ts'
import type { SafeMessage } from './gateway/types.ts'
import { safeMessageHash } from './messages.ts'

/**
 * Waiting for a Safe's owners to confirm an off-chain message. Safe{Wallet} answers a signature
 * request with the message's hash alone until enough owners signed it; the Safe's signature (the
 * owners' signatures together) then appears on the gateway as `preparedSignature`
 * (docs/spec.md §7.3).
 */

/** While owners still have to confirm, the gateway is asked again this often. */
export const CONFIRMATION_POLL_MS = 1_000

/**
 * How long after its nonce was issued a sign-in message may wait for the owners. The auth API
 * keeps a nonce 5 minutes (NONCE_TTL_MS in web/server/auth/nonce-store.ts): a Safe signature
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

export interface ConfirmationWait {
  /** The message's state, asked once. */
  poll(): Promise<Pick<SafeMessage, 'status' | 'preparedSignature'>>
  /** When to give up, in ms since the epoch. */
  deadline: number
  /** Stops the wait (the dialog closed): it then rejects with the signal's reason. */
  signal?: AbortSignal
  now?: () => number
  intervalMs?: number
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
 * Polls until the message is CONFIRMED with a signature and resolves to that signature. Rejects
 * with {@link ConfirmationsTimeoutError} at the deadline, even while a poll is still on its way,
 * and with the poll's own error when asking fails (the gateway's answer is not a "not yet").
 */
export async function waitForConfirmations({
  poll,
  deadline,
  signal,
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
      const message = await poll()
      stop.signal.throwIfAborted()
      if (message.status === 'CONFIRMED' && message.preparedSignature) return message.preparedSignature as Hex
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

/**
 * The Safe's signature of `message` once its owners confirmed it, followed on the gateway under
 * the key Safe{Wallet} files it by, for at most {@link CONFIRMATIONS_TIME_LIMIT_MS} after its nonce.
 */
export function safeSignature(gateway: Gateway, message: PendingSafeMessage, signal?: AbortSignal): Promise<Hex> {
  const messageHash = safeMessageHash(message.chainId, message.safe, message.text)
  return waitForConfirmations({
    poll: () => getSafeMessage(gateway, { chainId: message.chainId, messageHash }),
    deadline: message.preparedAt + CONFIRMATIONS_TIME_LIMIT_MS,
    signal,
  })
}
