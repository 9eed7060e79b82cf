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
