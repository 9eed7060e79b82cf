import { GatewayError, GatewayPathError, GatewayTimeoutError, InvalidResponseError } from './errors.ts'

/**
 * How long a gateway request may take, answer body included. The spec's transport request
 * timeout (docs/spec.md §9) is 10 s: what a person waits for a line of the panel before they are
 * better served by an error and RETRY than by a placeholder that may never fill.
 */
export const GATEWAY_TIMEOUT_MS = 10_000

/** Where the gateway is, and (for tests) which fetch to use and how long to wait for it. */
export interface Gateway {
  baseUrl: string
  fetch?: typeof fetch
  /** The request deadline; {@link GATEWAY_TIMEOUT_MS} unless a test needs a shorter one. */
  timeoutMs?: number
}

export type Query = Record<string, string | number | boolean | null | undefined>

/** The path with its `{name}` placeholders filled (each value URL-encoded) and the query appended. */
export function gatewayUrl(
  baseUrl: string,
  template: string,
  params: Record<string, string | number> = {},
  query?: Query,
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new GatewayPathError(template, name)
    return encodeURIComponent(String(params[name]))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) search.append(key, String(value))
  const text = search.toString()
  return `${baseUrl.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`
}

interface ErrorBody {
  code?: number
  statusCode?: number
  message: string
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  ('code' in body || 'statusCode' in body) &&
  typeof (body as ErrorBody).message === 'string'

/**
 * One gateway call. Bodies are JSON both ways; an empty body (e.g. 204) is `undefined`. A body
 * that is not JSON is an {@link InvalidResponseError} whatever the status; a non-OK status is a
 * {@link GatewayError} whose text is "code: message" from the error body, else the status text.
 * A gateway that has not answered in full by the deadline is a {@link GatewayTimeoutError}; the
 * caller's `signal` aborts the call with the signal's own reason.
 */
export async function gatewayRequest<T>(
  gateway: Gateway,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? 'GET'
  const timeoutMs = gateway.timeoutMs ?? GATEWAY_TIMEOUT_MS
  const deadline = AbortSignal.timeout(timeoutMs)
  let response: Response
  let text: string
  try {
    response = await (gateway.fetch ?? fetch)(url, {
      method,
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
    })
    // The deadline covers the body too: a gateway may send its headers and then stall.
    text = await response.text()
  } catch (error) {
    if (deadline.aborted && !init.signal?.aborted) throw new GatewayTimeoutError(method, url, timeoutMs, error)
    throw error
  }
  let body: unknown
  if (text.length > 0) {
    try {
      body = JSON.parse(text)
    } catch {
      throw new InvalidResponseError(response.status)
    }
  }
  if (!response.ok) {
    if (isErrorBody(body)) {
      const code = body.code ?? body.statusCode
      throw new GatewayError(`${code}: ${body.message}`, response.status, code)
    }
    throw new GatewayError(response.statusText || `HTTP ${response.status}`, response.status)
  }
  return body as T
}
