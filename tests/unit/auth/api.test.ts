import { createServer } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { createAuthHandler } from '../../../web/server/auth/index.ts'
import {
  cookieOf,
  expectRefusal,
  getNonce,
  logout,
  session,
  signIn,
  startAuthServer,
  tempDataDir,
  NO_RPC,
  type AuthServer,
} from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])

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

describe('GET /nonce', () => {
  it('issues distinct 128-bit nonces that are never cached', async () => {
    const res = await fetch(`${server.url}/nonce`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { nonce } = (await res.json()) as { nonce: string }
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(await getNonce(server)).not.toBe(nonce)
  })
})

describe('sign-in with an EOA', () => {
  it('verifies, sets an HttpOnly SameSite=Strict cookie and reports the session', async () => {
    const { res } = await signIn(server, alice)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { authenticated: boolean; address: string; chainId: number }
    expect(body).toMatchObject({ authenticated: true, address: alice.address, chainId: 31337 })
    const setCookie = res.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^kit_siwe=v2\.[\w-]+\.[\w-]+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Strict$/)
    expect(setCookie).not.toContain('Secure')

    expect(await session(server, cookieOf(res))).toMatchObject({
      authenticated: true,
      address: alice.address,
      chainId: 31337,
    })
    expect(await session(server)).toEqual({ authenticated: false })
  })

  it('logout clears the cookie and revokes it: a copy of it is no session either', async () => {
    const { res } = await signIn(server, alice)
    const cookie = cookieOf(res)
    const out = await logout(server, cookie)
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toBe('kit_siwe=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict')
    expect(await out.json()).toEqual({ authenticated: false })
    expect(await session(server, cookie)).toEqual({ authenticated: false })
  })

  it('logout-all ends every session of the address, not those of others, and needs a session', async () => {
    const first = cookieOf((await signIn(server, alice)).res)
    const second = cookieOf((await signIn(server, alice)).res)
    const bob = cookieOf((await signIn(server, privateKeyToAccount(DEV_KEYS[2]))).res)
    await expectRefusal(await logout(server, 'kit_siwe=nothing', 'logout-all'), 401, 'not_signed_in')
    server.clock.now += 1
    expect((await logout(server, first, 'logout-all')).status).toBe(200)
    expect(await session(server, second)).toEqual({ authenticated: false })
    expect((await session(server, bob)).authenticated).toBe(true)
    server.clock.now += 1
    const again = cookieOf((await signIn(server, alice)).res)
    expect((await session(server, again)).authenticated).toBe(true)
  })

  it('a session ends when it expires, and its cookie is then removed', async () => {
    const { res } = await signIn(server, alice)
    const cookie = cookieOf(res)
    server.clock.now += 24 * 60 * 60_000 - 1
    expect((await session(server, cookie)).authenticated).toBe(true)
    server.clock.now += 1
    const expired = await fetch(`${server.url}/session`, { headers: { cookie } })
    expect(await expired.json()).toEqual({ authenticated: false })
    expect(expired.headers.get('set-cookie')).toContain('Max-Age=0')
  })

  it("a session ends no later than the message's expiration time", async () => {
    const { res } = await signIn(server, alice, { expirationTime: new Date(server.clock.now + 60_000) })
    expect(res.headers.get('set-cookie')).toContain('Max-Age=60;')
    server.clock.now += 60_000
    expect(await session(server, cookieOf(res))).toEqual({ authenticated: false })
  })

  it('a tampered cookie is not a session', async () => {
    const { res } = await signIn(server, alice)
    const [name, value] = cookieOf(res).split('=')
    const [version, payload, mac] = value.split('.')
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(alice.address, privateKeyToAccount(DEV_KEYS[2]).address),
    ).toString('base64url')
    expect(await session(server, `${name}=${version}.${forged}.${mac}`)).toEqual({ authenticated: false })
    expect(await session(server, `${name}=${version}.${payload}.${mac.slice(1)}A`)).toEqual({ authenticated: false })
  })
})

describe('restarts', () => {
  it('a session stays valid for a new handler with the same data dir, not for another', async () => {
    const { res } = await signIn(server, alice)
    const cookie = cookieOf(res)
    await server.close()

    server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir }, server.clock)
    expect(await session(server, cookie)).toMatchObject({ authenticated: true, address: alice.address })

    const other = tempDataDir()
    const stranger = await startAuthServer({ rpcUrl: NO_RPC, dataDir: other.dir }, server.clock)
    expect(await session(stranger, cookie)).toEqual({ authenticated: false })
    await stranger.close()
    other.remove()
  })

  it('a session for another chain (the app was reconfigured) is not valid', async () => {
    const { res } = await signIn(server, alice)
    await server.close()
    server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir, chainId: 1 }, server.clock)
    expect(await session(server, cookieOf(res))).toEqual({ authenticated: false })
  })
})

describe('https origins', () => {
  it('make the cookie Secure with the __Host- prefix', async () => {
    await server.close()
    server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir, origins: ['https://app.example'] })
    const { res } = await signIn(server, alice, { domain: 'app.example', uri: 'https://app.example/' })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(
      /^__Host-kit_siwe=.*; Path=\/; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    )
    expect(await session(server, cookieOf(res))).toMatchObject({ authenticated: true })
  })
})

describe('routing', () => {
  it('answers unknown endpoints and wrong methods with JSON errors', async () => {
    await expectRefusal(await fetch(`${server.url}/nope`), 404, 'not_found')
    const wrong = await fetch(`${server.url}/nonce`, { method: 'POST' })
    expect(wrong.headers.get('allow')).toBe('GET')
    await expectRefusal(wrong, 405, 'method_not_allowed')
    await expectRefusal(await fetch(`${server.url}/verify`), 405, 'method_not_allowed')
  })

  it('passes other paths on when mounted as middleware, and honours a mount path', async () => {
    const handler = createAuthHandler({
      origins: ['http://127.0.0.1:5173'],
      chainId: 31337,
      rpcUrl: NO_RPC,
      dataDir: data.dir,
    })
    const passed: string[] = []
    const app = createServer((req, res) => {
      // What Connect does for `use('/api/auth', handler)`: strip the mount path, keep originalUrl.
      Object.assign(req, { originalUrl: req.url, url: req.url!.replace(/^\/api\/auth/, '') || '/' })
      handler(req, res, () => {
        passed.push(req.url!)
        res.end('app')
      })
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(app.address() as { port: number }).port}`
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('app')
    expect((await fetch(`${base}/api/auth/nonce`)).status).toBe(200)
    expect(passed).toEqual(['/index.html'])
    await new Promise((resolve) => app.close(resolve))
  })
})
