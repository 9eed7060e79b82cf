import { BaseError } from '../../shared/errors.ts'

/** The auth API refused a request or could not be reached; `code` is its error code when it sent one. */
export class AuthRequestError extends BaseError {
  override name = 'AuthRequestError'
  constructor(
    shortMessage: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(shortMessage)
  }
}
