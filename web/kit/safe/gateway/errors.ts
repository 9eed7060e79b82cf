import { enSafe } from '../../i18n/en-safe.ts'
import { BaseError } from '../../../shared/errors.ts'

/** The gateway answered with an error status; the text follows the gateway's error body. */
export class GatewayError extends BaseError {
  override name = 'GatewayError'
  constructor(
    shortMessage: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(shortMessage)
  }
}

/** A gateway path template used without a value for one of its `{name}` placeholders. */
export class GatewayPathError extends BaseError {
  override name = 'GatewayPathError'
  constructor(template: string, name: string) {
    super(`gateway path ${template} needs "${name}"`)
  }
}

const INVALID_RESPONSE = 'safeInvalidResponse' satisfies keyof typeof enSafe

/**
 * The gateway sent a body that is not JSON: our own failure, which the Safe panel tells in its
 * catalogue's words (`messageKey`); `message` is the English text, for logs and devtools.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  readonly messageKey = INVALID_RESPONSE
  constructor(readonly status: number) {
    super(enSafe[INVALID_RESPONSE])
  }
}

const TIMEOUT = 'safeGatewayTimeout' satisfies keyof typeof enSafe

/**
 * The gateway did not answer in full before the request's deadline (request.ts
 * GATEWAY_TIMEOUT_MS): told in the catalogue's words like {@link InvalidResponseError}; which
 * request and how long it waited are in `details`.
 */
export class GatewayTimeoutError extends BaseError {
  override name = 'GatewayTimeoutError'
  readonly messageKey = TIMEOUT
  constructor(
    method: string,
    readonly url: string,
    readonly timeoutMs: number,
    cause: unknown,
  ) {
    super(enSafe[TIMEOUT], { cause, details: `${method} ${url}: no answer within ${timeoutMs} ms` })
  }
}
