import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enSafe } from '../../../web/kit/i18n/en-safe.ts'
import de from '../../../web/kit/i18n/locales/wallets/de.ts'
import { GatewayError, GatewayTimeoutError, InvalidResponseError } from '../../../web/kit/safe/gateway/errors.ts'
import { gatewayRequest, gatewayUrl, type Gateway } from '../../../web/kit/safe/gateway/request.ts'
import { gatewayErrorText } from '../../../web/kit/ui/SafePanel/gatewayErrorText.ts'

/** A gateway whose fetch answers with `response` and records what it was asked. */
function stub(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = []
  const gateway: Gateway = {
    baseUrl: 'http://127.0.0.1:9/',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} })
      return response()
    },
  }
  return { gateway, calls }
}

describe('gatewayUrl', () => {
  it('fills placeholders URL-encoded, drops empty query values, trims the base slash', () => {
    expect(
      gatewayUrl(
        'http://gw/',
        '/v1/chains/{chainId}/safes/{address}',
        { chainId: 1, address: 'a/b' },
        { trusted: true, cursor: undefined, q: null },
      ),
    ).toBe('http://gw/v1/chains/1/safes/a%2Fb?trusted=true')
  })

  it('refuses a template whose placeholder has no value', () => {
    expect(() => gatewayUrl('http://gw', '/v1/chains/{chainId}', {})).toThrow('needs "chainId"')
  })
})

describe('gatewayRequest', () => {
  it('sends POST bodies as JSON and parses JSON answers', async () => {
    const { gateway, calls } = stub(() => Response.json({ ok: 1 }))
    await expect(
      gatewayRequest(gateway, 'http://127.0.0.1:9/x', { method: 'POST', body: { data: '0x', to: '0x1' } }),
    ).resolves.toEqual({ ok: 1 })
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      body: '{"data":"0x","to":"0x1"}',
      headers: { 'content-type': 'application/json' },
    })
  })

  it('gives undefined for an empty body', async () => {
    const { gateway } = stub(() => new Response(null, { status: 204 }))
    await expect(gatewayRequest(gateway, 'http://127.0.0.1:9/x')).resolves.toBeUndefined()
  })

  it('joins the error body code and message with a colon', async () => {
    const { gateway } = stub(() =>
      Response.json({ code: 1, message: 'Safe not found' }, { status: 404, statusText: 'Not Found' }),
    )
    const error = await gatewayRequest(gateway, 'http://127.0.0.1:9/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ message: '1: Safe not found', status: 404, code: 1 })
  })

  it('accepts statusCode in place of code', async () => {
    const { gateway } = stub(() => Response.json({ statusCode: 503, message: 'Service unavailable' }, { status: 503 }))
    await expect(gatewayRequest(gateway, 'http://127.0.0.1:9/x')).rejects.toThrow('503: Service unavailable')
  })

  it('falls back to the HTTP status text', async () => {
    const { gateway } = stub(() => new Response('', { status: 502, statusText: 'Bad Gateway' }))
    await expect(gatewayRequest(gateway, 'http://127.0.0.1:9/x')).rejects.toThrow(new GatewayError('Bad Gateway', 502))
    const other = stub(() => Response.json({ detail: 'no code' }, { status: 500, statusText: 'Internal Server Error' }))
    await expect(gatewayRequest(other.gateway, 'http://127.0.0.1:9/x')).rejects.toThrow('Internal Server Error')
  })

  it('calls a non-empty body that is not JSON invalid, whatever the status', async () => {
    for (const status of [200, 500]) {
      const { gateway } = stub(() => new Response('<html>', { status }))
      const error = await gatewayRequest(gateway, 'http://127.0.0.1:9/x').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidResponseError)
      expect((error as Error).message).toBe('Invalid response content')
    }
  })
})

describe('gatewayRequest deadline', () => {
  // A real gateway on loopback that accepts and never answers, or sends its headers and stalls:
  // the deadline must hold with the real fetch, body included.
  let baseUrl = ''
  const open = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    open.add(res)
    if (req.url === '/stalled-body') res.writeHead(200, { 'content-type': 'application/json' }).write('{"nonce":')
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const res of open) res.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('rejects with a GatewayTimeoutError when the gateway never answers', async () => {
    const gateway: Gateway = { baseUrl, timeoutMs: 50 }
    const error = await gatewayRequest(gateway, `${baseUrl}/silent`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayTimeoutError)
    expect(error).toMatchObject({
      message: enSafe.safeGatewayTimeout,
      details: `GET ${baseUrl}/silent: no answer within 50 ms`,
      timeoutMs: 50,
    })
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' })
  })

  it('rejects with a GatewayTimeoutError when the body stalls after the headers', async () => {
    const gateway: Gateway = { baseUrl, timeoutMs: 50 }
    await expect(gatewayRequest(gateway, `${baseUrl}/stalled-body`)).rejects.toBeInstanceOf(GatewayTimeoutError)
  })

  it("rejects with the caller's reason when the caller aborts first", async () => {
    const gateway: Gateway = { baseUrl, timeoutMs: 60_000 }
    const caller = new AbortController()
    const request = gatewayRequest(gateway, `${baseUrl}/silent`, { signal: caller.signal })
    const reason = new Error('the panel closed')
    setTimeout(() => caller.abort(reason), 20)
    await expect(request).rejects.toBe(reason)
  })

  it('gives the fetch a signal even without a caller signal, and a caller signal still aborts it', async () => {
    const signals: (AbortSignal | null | undefined)[] = []
    const gateway: Gateway = {
      baseUrl,
      fetch: async (_, init) => {
        signals.push(init?.signal)
        return Response.json({})
      },
    }
    await gatewayRequest(gateway, `${baseUrl}/x`)
    const caller = new AbortController()
    await gatewayRequest(gateway, `${baseUrl}/x`, { signal: caller.signal })
    expect(signals.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true)
    caller.abort()
    expect(signals[1]?.aborted).toBe(true)
  })

  it('is told in the locale’s words in the Safe panel', () => {
    const error = new GatewayTimeoutError('GET', `${baseUrl}/x`, 10_000, undefined)
    expect(gatewayErrorText(enSafe, error)).toBe('The Safe service did not answer in time')
    expect(gatewayErrorText(de.safe, error)).toBe('Der Safe-Dienst hat nicht rechtzeitig geantwortet')
  })
})
