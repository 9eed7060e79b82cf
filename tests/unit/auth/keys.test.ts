import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { secretKeys } from '../../../web/server/auth/index.ts'
import { clientIp } from '../../../web/server/auth/client-ip.ts'
import { cookieOf, session, signIn, startAuthServer, tempDataDir, NO_RPC, type AuthServer } from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])
const OLD = randomBytes(32).toString('hex')
const NEW = randomBytes(32).toString('hex')

const servers: AuthServer[] = []
const data = tempDataDir()
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})
afterAll(() => data.remove())

const withKeys = async (current: string, previous?: string) => {
  const server = await startAuthServer({ rpcUrl: NO_RPC, dataDir: data.dir, keys: secretKeys(current, previous) })
  servers.push(server)
  return server
}

describe('AUTH_SECRET', () => {
  it('signs tokens any instance with the same secret accepts, and no key file is written', async () => {
    const cookie = cookieOf((await signIn(await withKeys(NEW), alice)).res)
    expect(await session(await withKeys(NEW), cookie)).toMatchObject({ authenticated: true, address: alice.address })
    expect(await session(await withKeys(OLD), cookie)).toEqual({ authenticated: false })
    expect(readdirSync(data.dir)).toEqual([])
  })

  it('rotates without signing anyone out: the previous secret is still accepted, new tokens use the new one', async () => {
    const before = cookieOf((await signIn(await withKeys(OLD), alice)).res)
    const rotated = await withKeys(NEW, OLD)
    expect((await session(rotated, before)).authenticated).toBe(true)
    const after = cookieOf((await signIn(rotated, alice)).res)
    expect((await session(await withKeys(NEW), after)).authenticated).toBe(true)
    expect((await session(await withKeys(NEW), before)).authenticated).toBe(false)
  })

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => secretKeys('short')).toThrow('AUTH_SECRET must be at least 32 characters')
    expect(() => secretKeys(NEW, 'short')).toThrow('AUTH_SECRET_PREVIOUS must be at least 32 characters')
  })
})

describe('client IP for rate limits', () => {
  const req = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage

  it('is the socket peer by default, whatever X-Forwarded-For claims', () => {
    expect(clientIp(req('10.0.0.5', '203.0.113.9'))).toBe('10.0.0.5')
  })

  it('behind N trusted proxies, is the entry N hops from the peer', () => {
    // The client forged the first entry; the proxy appended the address it really saw.
    expect(clientIp(req('10.0.0.5', '1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientIp(req('10.0.0.5', '203.0.113.9, 10.0.0.4'), 2)).toBe('203.0.113.9')
    // Fewer entries than proxies: the farthest one known.
    expect(clientIp(req('10.0.0.5'), 1)).toBe('10.0.0.5')
    expect(clientIp(req('10.0.0.5', '203.0.113.9'), 3)).toBe('203.0.113.9')
  })
})
