import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { createAuthAdapter } from '../../../web/kit/auth/adapter.ts'
import {
  APP_ORIGIN,
  cookieOf,
  expectRefusal,
  getNonce,
  message,
  NO_RPC,
  session,
  startAuthServer,
  tempDataDir,
  type AuthServer,
} from './harness.ts'

/*
 * The app in a cross-site frame (a Safe host) says so with ?framed=1: its session cookie is then
 * SameSite=None; Secure; Partitioned, which browsers set and send there, and is cleared as such.
 */

const alice = privateKeyToAccount(DEV_KEYS[1])
const SAFE_HOST = 'https://app.safe.global'
const FRAMED = /^kit_siwe=v2\.[\w-]+\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=None; Secure; Partitioned$/

let data: ReturnType<typeof tempDataDir>
let server: AuthServer
beforeEach(async () => {
  data = tempDataDir()
  server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir })
})
afterEach(async () => {
  await server.close()
  data.remove()
})

/** A signed POST /verify?framed=1, sent from `origin`. */
async function framedSignIn(origin = APP_ORIGIN, domain?: string): Promise<Response> {
  const text = message(
    server,
    alice.address,
    await getNonce(server),
    domain ? { domain, uri: `https://${domain}/` } : {},
  )
  return fetch(`${server.url}/verify?framed=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ message: text, signature: await alice.signMessage({ message: text }) }),
  })
}

const framedLogout = (cookie: string, origin = APP_ORIGIN) =>
  fetch(`${server.url}/logout?framed=1`, { method: 'POST', headers: { cookie, origin } })

describe('the framed session cookie', () => {
  it('is SameSite=None; Secure; Partitioned, on http origins too, and is the session', async () => {
    const res = await framedSignIn()
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(FRAMED)
    expect(await session(server, cookieOf(res))).toMatchObject({ authenticated: true, address: alice.address })
  })

  it('keeps the __Host- prefix on https origins', async () => {
    await server.close()
    server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir, origins: ['https://app.example'] })
    const res = await framedSignIn('https://app.example', 'app.example')
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(
      /^__Host-kit_siwe=.*; Path=\/; Max-Age=86400; HttpOnly; SameSite=None; Secure; Partitioned$/,
    )
  })

  it('is cleared with the same attributes on logout, and its session is revoked', async () => {
    const cookie = cookieOf(await framedSignIn())
    const out = await framedLogout(cookie)
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toBe(
      'kit_siwe=; Path=/; Max-Age=0; HttpOnly; SameSite=None; Secure; Partitioned',
    )
    expect(await session(server, cookie)).toEqual({ authenticated: false })
  })

  it('is cleared with the same attributes when it no longer checks out', async () => {
    const cookie = cookieOf(await framedSignIn())
    server.clock.now += 24 * 60 * 60_000
    const expired = await fetch(`${server.url}/session?framed=1`, { headers: { cookie } })
    expect(await expired.json()).toEqual({ authenticated: false })
    expect(expired.headers.get('set-cookie')).toBe(
      'kit_siwe=; Path=/; Max-Age=0; HttpOnly; SameSite=None; Secure; Partitioned',
    )
  })

  it('gives the framing Safe host no way in: its own POSTs are refused (CSRF)', async () => {
    await expectRefusal(await framedSignIn(SAFE_HOST), 403, 'origin_not_allowed')
    const cookie = cookieOf(await framedSignIn())
    await expectRefusal(await framedLogout(cookie, SAFE_HOST), 403, 'origin_not_allowed')
    expect(await session(server, cookie)).toMatchObject({ authenticated: true })
  })

  it('is what the adapter asks for when the app runs framed, at sign-in and at sign-out', async () => {
    const setCookies: string[] = []
    let cookie = ''
    const adapter = createAuthAdapter({
      baseUrl: server.url,
      appName: 'Beacon',
      location: new URL(APP_ORIGIN),
      framed: true,
      now: () => new Date(server.clock.now),
      fetch: async (input, init) => {
        const res = await fetch(input, {
          ...init,
          headers: { ...(init?.headers as object), cookie, origin: APP_ORIGIN },
        })
        const set = res.headers.get('set-cookie')
        if (set) {
          setCookies.push(set)
          cookie = set.split(';')[0]
        }
        return res
      },
    })
    const text = adapter.createMessage({ nonce: await adapter.getNonce(), address: alice.address, chainId: 31337 })
    expect(await adapter.verify({ message: text, signature: await alice.signMessage({ message: text }) })).toBe(true)
    expect(await adapter.getSession()).toEqual({ address: alice.address, chainId: 31337 })
    await adapter.signOut()
    expect(setCookies).toHaveLength(2)
    expect(setCookies[0]).toMatch(FRAMED)
    expect(setCookies[1]).toBe('kit_siwe=; Path=/; Max-Age=0; HttpOnly; SameSite=None; Secure; Partitioned')
  })
})
