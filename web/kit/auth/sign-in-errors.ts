import { BaseError } from '../../shared/errors.ts'

/**
 * The API accepted the signature but no session came back: the cookie was not stored or sent.
 * Only the sign-in step (loaded with its dialog) throws it, so it stays out of the first paint.
 */
export class SessionNotEstablishedError extends BaseError {
  override name = 'SessionNotEstablishedError'
  constructor() {
    super('The signature was accepted but the browser did not keep the session cookie')
  }
}
