import type { SafeCatalogue } from '../../i18n/en-safe.ts'
import { GatewayTimeoutError, InvalidResponseError } from '../../safe/gateway/errors.ts'

/**
 * A gateway failure in the Safe panel: our own failures ('Invalid response content', no answer
 * by the deadline) in the locale's words; the gateway's own text ('code: message', or the HTTP
 * status text) as it came.
 */
export const gatewayErrorText = (m: SafeCatalogue, error: Error): string =>
  error instanceof InvalidResponseError || error instanceof GatewayTimeoutError ? m[error.messageKey] : error.message
