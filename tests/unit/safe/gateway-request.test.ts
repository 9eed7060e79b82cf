import { describe, expect, it } from 'vitest'
import { GatewayError, InvalidResponseError } from '../../../web/kit/safe/gateway/errors.ts'
import { gatewayRequest, gatewayUrl, type Gateway } from '../../../web/kit/safe/gateway/request.ts'

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
