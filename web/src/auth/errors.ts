import { errorCauses } from '../lib/error-causes'

/** The auth API refused a request or could not be reached; `code` is its error code when it sent one. */
export class AuthRequestError extends Error {
  override name = 'AuthRequestError'
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

/** The API accepted the signature but no session came back: the cookie was not stored or sent. */
export class SessionNotEstablishedError extends Error {
  override name = 'SessionNotEstablishedError'
  constructor() {
    super('The signature was accepted but the browser did not keep the session cookie')
  }
}

/**
 * Whether `error` (or anything in its cause chain) is the user saying no in their wallet:
 * EIP-1193 code 4001, which viem and wagmi wrap as UserRejectedRequestError.
 */
export function isUserRejection(error: unknown): boolean {
  return errorCauses(error).some((e) => e.code === 4001 || e.name === 'UserRejectedRequestError')
}
