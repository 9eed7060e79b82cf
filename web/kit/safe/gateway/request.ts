import { GatewayError, GatewayPathError, InvalidResponseError } from './errors.ts'

/** Where the gateway is, and (for tests) which fetch to use. */
export interface Gateway {
  baseUrl: string
  fetch?: typeof fetch
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
 */
export async function gatewayRequest<T>(
  gateway: Gateway,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET'
  const response = await (gateway.fetch ?? fetch)(url, {
    method,
    headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
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
