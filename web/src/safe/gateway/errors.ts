/** The gateway answered with an error status; the text follows the gateway's error body. */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message)
  }
}

/** The gateway sent a body that is not JSON. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError'
  constructor(readonly status: number) {
    super('Invalid response content')
  }
}
