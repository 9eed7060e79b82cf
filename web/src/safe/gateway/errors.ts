import { BaseError } from '../../lib/errors'

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

/** The gateway sent a body that is not JSON. */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  constructor(readonly status: number) {
    super('Invalid response content')
  }
}
