import { fill, type Catalogue } from '../../i18n/en.ts'
import type { ErrorCatalogue } from '../../i18n/en-errors.ts'
import { toWalletError } from '../../wallets/errors.ts'
import { errorText } from './errorText.ts'

/**
 * What a failed request to the wallet (sign, send) reads: 'You rejected the request.', or
 * 'Something went wrong: …' with the failure in the locale's words where the catalogue has them,
 * else the wallet's own.
 */
export function requestErrorMessage(t: Catalogue, errors: ErrorCatalogue, error: unknown): string {
  // Calls stopped part way say which one and how many went through, in the locale's words already;
  // known by name, so the batching code stays out of the first paint.
  if (error instanceof Error && error.name === 'CallsStoppedError') return error.message
  const walletError = toWalletError(error, { action: 'request' })
  if (walletError.kind === 'rejected') return t.requestRejected
  const text = errorText(walletError)
  return fill(t.requestFailed, {
    message: 'key' in text ? fill(errors[text.key], text.values ?? {}) : walletError.message,
  })
}
