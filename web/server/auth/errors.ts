import { BaseError } from '../../src/lib/errors.ts'

/**
 * A refused auth request. Every refusal is answered as JSON `{ error: code, message }` with
 * `status`, so clients can branch on a stable `code` while people read `message`.
 */
export class AuthError extends BaseError {
  override name = 'AuthError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Too many requests from one client; `retryAfterSeconds` goes into the Retry-After header. */
export class RateLimitError extends AuthError {
  override name = 'RateLimitError'
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many requests; retry in ${retryAfterSeconds} s`)
  }
}
