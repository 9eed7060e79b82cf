/**
 * The app's one error model, in the style of viem's BaseError: every error the app throws
 * derives from {@link BaseError}, and {@link isUserRejection} is the one answer to "did the user
 * say no?" for connecting, switching networks, signing, sending, sign-in and Safe.
 */

/** The fields that tell errors of any origin apart: ours, viem's and wagmi's, a wallet's plain object. */
export interface ErrorLike {
  name?: string
  code?: unknown
  message?: string
  shortMessage?: string
  details?: string
  cause?: unknown
}

/** Cause chains are short (viem nests two or three deep); the bound only stops a cycle. */
const MAX_DEPTH = 16

const isObject = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null

/**
 * Walks `error`'s cause chain, outermost first, as viem's BaseError.walk does: without `fn` it
 * returns the deepest cause (the error itself when it has none); with `fn`, the first error in the
 * chain that `fn` accepts, or null. A non-object ends the chain, so `fn` always gets an object.
 * `depth` is the recursion's own count (callers leave it out).
 */
export function walk(error: unknown, fn?: (error: ErrorLike) => boolean, depth = 0): ErrorLike | null {
  if (!isObject(error)) return null
  if (fn?.(error)) return error
  return isObject(error.cause) && depth < MAX_DEPTH ? walk(error.cause, fn, depth + 1) : fn ? null : error
}

/**
 * The base of every error the app throws. `shortMessage` is the text people see; `details` says
 * what went wrong underneath (by default the cause's own details or message); `cause` is the
 * error it wraps. Unlike viem's, `message` is the short message alone: the UI shows `message`,
 * and the spec's texts must reach it unchanged.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  // `declare`: set in the constructor, so the build emits no field initialisers for them.
  declare readonly shortMessage: string
  declare readonly details: string

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, options)
    const cause = options.cause as ErrorLike | undefined
    this.shortMessage = shortMessage
    this.details = options.details ?? (cause?.details || cause?.message || '')
  }

  /** See {@link walk}: the deepest cause, or the first error in the chain (this one first) that `fn` accepts. */
  walk(fn?: (error: ErrorLike) => boolean): ErrorLike | null {
    return walk(this, fn)
  }
}

/**
 * EIP-1193's 4001 (which viem's UserRejectedRequestError and our UserRejectedError carry too),
 * and WalletConnect's USER_REJECTED family: 5000 rejected, 5001 chains, 5002 methods, 5003 events.
 */
const REJECTION_CODES = [4001, 5000, 5001, 5002, 5003]

/**
 * Wallets that refuse without a code say it in words: 'User rejected the request.', 'User
 * closed modal', 'User denied transaction signature', Safe{Wallet}'s 'Transaction was rejected'.
 * Only the user's own refusals: 'Connection closed' or a cancelled pairing are failures.
 */
const REJECTION_TEXTS =
  /user (rejected|denied|cancel|closed|dismissed)|(rejected|denied) by (the )?user|(request|transaction|signature|message) (was )?rejected/i

const isRejection = (e: ErrorLike) =>
  REJECTION_CODES.includes(e.code as number) || REJECTION_TEXTS.test(e.message as string)

/** Whether `error`, or anything in its cause chain, is the user saying no in their wallet. */
export function isUserRejection(error: unknown): boolean {
  return walk(error, isRejection) !== null
}
