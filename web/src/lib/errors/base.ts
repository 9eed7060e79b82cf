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
 * chain that `fn` accepts, or null. Non-objects end the chain, so `fn` always gets an object.
 */
export function walk(error: unknown, fn?: (error: ErrorLike) => boolean): ErrorLike | null {
  let current = isObject(error) ? error : null
  for (let depth = 0; current; depth++) {
    if (fn?.(current)) return current
    if (!isObject(current.cause) || depth === MAX_DEPTH) return fn ? null : current
    current = current.cause
  }
  return null
}

/**
 * The base of every error the app throws, in the style of viem's BaseError. `shortMessage` is
 * the text people see; `details` says what went wrong underneath (by default the cause's own
 * details or message); `cause` is the error it wraps. Unlike viem's, `message` is the short
 * message alone: the UI shows `message`, and the spec's texts must reach it unchanged.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string

  constructor(shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
    const cause = isObject(options.cause) ? options.cause : {}
    this.details = options.details ?? (cause.details || cause.message || '')
  }

  /** See {@link walk}: the deepest cause, or the first error in the chain (this one first) that `fn` accepts. */
  walk(fn?: (error: ErrorLike) => boolean): ErrorLike | null {
    return walk(this, fn)
  }
}
