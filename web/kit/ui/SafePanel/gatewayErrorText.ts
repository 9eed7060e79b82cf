import type { SafeCatalogue } from '../../i18n/en-safe.ts'
import { InvalidResponseError } from '../../safe/gateway/errors.ts'

/**
 * A gateway failure in the Safe panel: our own 'Invalid response content' in the locale's words;
 * the gateway's own text ('code: message', or the HTTP status text) as it came.
 */
export const gatewayErrorText = (m: SafeCatalogue, error: Error): string =>
  error instanceof InvalidResponseError ? m[error.messageKey] : error.message
