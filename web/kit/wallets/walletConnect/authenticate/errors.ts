import { SIGN_IN_ERRORS } from '../../../auth/machine.ts'
import { currentSignInMessages } from '../../../i18n/useSignInMessages.ts'
import { BaseError } from '../../../../shared/errors.ts'

/**
 * One-click sign-in failed before the visitor was signed in: no nonce could be had ('prepare'),
 * or the wallet's CACAO did not answer our request or the API refused it ('verify'). The CONNECT
 * step shows the sign-in step's own text for it, with RETRY.
 */
export class OneClickSignInError extends BaseError {
  override name = 'OneClickSignInError'
  constructor(
    readonly step: 'prepare' | 'verify',
    options?: { cause?: unknown },
  ) {
    super(currentSignInMessages()[SIGN_IN_ERRORS[step]], options)
  }
}

/** The wallet's own error answer to the authenticate request, its code kept (5000: the user said no). */
export class AuthenticateAnswerError extends BaseError {
  override name = 'AuthenticateAnswerError'
  constructor(
    message: string,
    readonly code?: unknown,
  ) {
    super(message)
  }
}

/** sign-client's SESSION_SETTLEMENT_FAILED: what it rejects with when a CACAO fails its own checks. */
const SETTLEMENT_FAILED = 7000

/**
 * What sign-client's authenticate answer rejects with, as an Error: the wallet's error message
 * (a string), or its own verdict on a CACAO (code 7000), which is a failed verification.
 */
export function toAuthenticateError(error: unknown): Error {
  if (error instanceof Error) return error
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === SETTLEMENT_FAILED) return new OneClickSignInError('verify', { cause: new Error(String(message)) })
  return new AuthenticateAnswerError(
    typeof error === 'string' ? error : typeof message === 'string' ? message : String(error),
    code,
  )
}
