import { BaseError, isUserRejection } from '../../shared/errors.ts'

/** Errors of the Safe provider, shaped as EIP-1193 errors (a message and a numeric code). */
export class SafeProviderError extends BaseError {
  override name = 'SafeProviderError'
  constructor(
    shortMessage: string,
    readonly code: number,
    cause?: unknown,
  ) {
    super(shortMessage, { cause })
  }
}

/** EIP-1193 codes we answer with. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unsupportedMethod: 4200,
  invalidParams: -32602,
} as const

export const methodNotImplemented = (method: string) =>
  new SafeProviderError(`"${method}" not implemented`, PROVIDER_ERROR_CODES.unsupportedMethod)

export const invalidSigner = () =>
  new SafeProviderError('The address or message hash is invalid', PROVIDER_ERROR_CODES.invalidParams)

/**
 * The host rejects with its own text ('Transaction was rejected', 'User closed the modal', …).
 * We keep that text and add code 4001 when it is a user refusal, so wagmi reports it as one.
 */
export function fromHostError(error: unknown): unknown {
  if (!(error instanceof Error) || 'code' in error) return error
  return isUserRejection(error) ? new SafeProviderError(error.message, PROVIDER_ERROR_CODES.userRejected, error) : error
}
