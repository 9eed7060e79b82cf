import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { createAuthAdapter, type AuthAdapter } from '../../../web/kit/auth/adapter.ts'
import { AuthRequestError } from '../../../web/kit/auth/errors.ts'
import { APP_ORIGIN, startAuthServer, tempDataDir, type AuthServer, NO_RPC } from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])

/** fetch with one cookie jar, standing in for the browser. */
function browserFetch(): typeof fetch {
  let cookie = ''
  return async (input, init) => {
    const res = await fetch(input, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    })
    const set = res.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0].endsWith('=') ? '' : set.split(';')[0]
    return res
  }
}

let data: ReturnType<typeof tempDataDir>
let server: AuthServer
let adapter: AuthAdapter
beforeEach(async () => {
  data = tempDataDir()
  server = await startAuthServer({
    rpcUrl: NO_RPC,
    dataDir: data.dir,
    rateLimit: { capacity: 3, refillPerSecond: 0.001 },
  })
  adapter = createAuthAdapter({
    baseUrl: `${server.url}/`,
    appName: 'Beacon\nKit',
    location: new URL(APP_ORIGIN),
    fetch: browserFetch(),
    now: () => new Date(server.clock.now),
  })
})
afterEach(async () => {
  await server.close()
  data.remove()
})

describe('auth adapter against the API', () => {
  it('gets a nonce, creates a message, verifies, reads the session and signs out', async () => {
    expect(await adapter.getSession()).toBeNull()
    const nonce = await adapter.getNonce()
    const message = adapter.createMessage({ nonce, address: alice.address, chainId: 31337 })
    expect(parseSiweMessage(message)).toMatchObject({
      domain: '127.0.0.1:5173',
      uri: APP_ORIGIN,
      address: alice.address,
      chainId: 31337,
      nonce,
      version: '1',
      statement: 'Sign in to Beacon Kit.',
    })
    expect(await adapter.verify({ message, signature: await alice.signMessage({ message }) })).toBe(true)
    expect(await adapter.getSession()).toEqual({ address: alice.address, chainId: 31337 })
    await adapter.signOut()
    expect(await adapter.getSession()).toBeNull()
  })

  it('verify answers false when the API refuses: a replayed nonce, another domain', async () => {
    const message = adapter.createMessage({ nonce: await adapter.getNonce(), address: alice.address, chainId: 31337 })
    const signature = await alice.signMessage({ message })
    expect(await adapter.verify({ message, signature })).toBe(true)
    expect(await adapter.verify({ message, signature })).toBe(false)

    const phishing = createAuthAdapter({
      baseUrl: server.url,
      appName: 'Beacon',
      location: new URL('http://evil.example'),
      now: () => new Date(server.clock.now),
    })
    const lure = phishing.createMessage({ nonce: await adapter.getNonce(), address: alice.address, chainId: 31337 })
    expect(await phishing.verify({ message: lure, signature: await alice.signMessage({ message: lure }) })).toBe(false)
  })

  it('verify throws when the API cannot decide (a 5xx), rather than answer false', async () => {
    const message = adapter.createMessage({ nonce: await adapter.getNonce(), address: alice.address, chainId: 31337 })
    // Another key's signature: only the chain could say whether alice is a contract account, and its RPC is down.
    const signature = await privateKeyToAccount(DEV_KEYS[2]).signMessage({ message })
    await expect(adapter.verify({ message, signature })).rejects.toMatchObject({ status: 502, code: 'rpc_unavailable' })
  })

  it('getNonce fails with the API’s error code, e.g. when rate-limited', async () => {
    for (let i = 0; i < 3; i++) await adapter.getNonce()
    const error = await adapter.getNonce().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthRequestError)
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
  })

  it('an unreachable API is an AuthRequestError, and verify throws rather than answer false', async () => {
    const offline = createAuthAdapter({
      baseUrl: 'http://127.0.0.1:9/api/auth',
      appName: 'Beacon',
      location: new URL(APP_ORIGIN),
    })
    await expect(offline.getNonce()).rejects.toBeInstanceOf(AuthRequestError)
    await expect(offline.verify({ message: 'm', signature: '0x00' })).rejects.toBeInstanceOf(AuthRequestError)
  })
})
