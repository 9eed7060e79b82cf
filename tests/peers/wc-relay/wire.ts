/**
 * JSON-RPC framing between the relay and sign-client. Request ids are 19-digit integers
 * (`getBigIntRpcId`), sometimes sent as JSON numbers: plain JSON.parse would round them and the
 * client would never match our answer. Such numbers are kept as their exact digits and written
 * back as numbers, exactly as they came.
 */

/** An id as it appeared on the wire: a string, or a number's exact digits. */
export type WireId = string | number | BigDigits

/** A JSON number too large for a double, kept as text. */
export class BigDigits {
  constructor(readonly digits: string) {}
  toString(): string {
    return this.digits
  }
}

export interface WireRequest {
  id: WireId
  jsonrpc: '2.0'
  method: string
  params: Record<string, unknown>
}

export interface WireResponse {
  id: WireId
  jsonrpc: '2.0'
  result?: unknown
  error?: { code: number; message: string }
}

// 16+ digit integers as values: `:` or `[` or `,` before, `,` `}` `]` after. Like sign-client's
// own safe-json it does not parse strings, which is fine for hex topics and base64 messages.
const BIG_NUMBER = /([:[,]\s*)(\d{16,})(\s*[,}\]])/g
const MARKER = '\u0000big:'
/** The marker as JSON text writes it: the control character escaped. */
const MARKER_JSON = '\\u0000big:'

export function parseWire(text: string): WireRequest | WireResponse {
  const marked = text.replace(BIG_NUMBER, (_, before: string, digits: string, after: string) =>
    Number.isSafeInteger(Number(digits)) ? `${before}${digits}${after}` : `${before}"${MARKER_JSON}${digits}"${after}`,
  )
  return JSON.parse(marked, (_, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARKER) ? new BigDigits(value.slice(MARKER.length)) : value,
  ) as WireRequest | WireResponse
}

export function stringifyWire(payload: WireRequest | WireResponse): string {
  return JSON.stringify(payload, (_, value: unknown) =>
    value instanceof BigDigits ? `${MARKER}${value.digits}` : value,
  ).replace(/"\\u0000big:(\d+)"/g, '$1')
}

export function isRequest(payload: WireRequest | WireResponse): payload is WireRequest {
  return typeof (payload as WireRequest).method === 'string'
}

export const result = (id: WireId, value: unknown): WireResponse => ({ id, jsonrpc: '2.0', result: value })

export const failure = (id: WireId, code: number, message: string): WireResponse => ({
  id,
  jsonrpc: '2.0',
  error: { code, message },
})
