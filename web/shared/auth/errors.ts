import { BaseError } from '../errors.ts'

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

/** The signature does not prove the claimed address signed; `message` says why when the chain told us. */
export class InvalidSignatureError extends AuthError {
  override name = 'InvalidSignatureError'
  constructor(message: string) {
    super(401, 'invalid_signature', message)
  }
}

/**
 * The chain could not be asked (down, too slow, refusing us): no verdict on the signature, so
 * nothing is accepted, and the client hears a failure to ask (a 5xx), not "wrong signature".
 */
export class RpcUnavailableError extends AuthError {
  override name = 'RpcUnavailableError'
  constructor(chainId: number, reason: string) {
    super(502, 'rpc_unavailable', `Could not reach chain ${chainId} to check a contract account: ${reason}`)
  }
}
