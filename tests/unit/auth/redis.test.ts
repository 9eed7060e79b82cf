import { randomBytes } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { waitFor } from '../../peers/net.ts'
import { startRedis, type Redis, type RedisPeerOptions } from '../../peers/redis.ts'
import { RedisStore, secretKeys } from '../../../web/server/auth/index.ts'
import {
  cookieOf,
  expectRefusal,
  getNonce,
  logout,
  message,
  postVerify,
  session,
  startAuthServer,
  tempDataDir,
  NO_RPC,
  type AuthServer,
  type Clock,
} from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])
const bob = privateKeyToAccount(DEV_KEYS[2])
const SECRET = randomBytes(32).toString('hex')

// Two instances of the API that share nothing but Redis and AUTH_SECRET: separate data dirs,
// separate connections, as two processes behind a load balancer would. Everything runs twice:
// on a plain local Redis, and as managed services require, over TLS (a CA made for the run) as an
// ACL user allowed only the store's keys, on database 3.
const SETUPS: [string, RedisPeerOptions][] = [
  ['redis://', {}],
  ['rediss:// as an ACL user on database 3', { tls: true, user: { name: 'kit', password: 'p@ss:w/rd' }, db: 3 }],
]

describe.each(SETUPS)('on %s', (_, setup) => {
  let redis: Redis
  let a: AuthServer
  let b: AuthServer
  let dirs: ReturnType<typeof tempDataDir>[]

  async function instance(clock: Clock): Promise<AuthServer> {
    const dir = tempDataDir()
    dirs.push(dir)
    return startAuthServer(
      {
        rpcUrl: NO_RPC,
        dataDir: dir.dir,
        keys: secretKeys(SECRET),
        store: new RedisStore(redis.url, { timeoutMs: 1000, caFile: redis.caFile }),
        rateLimit: { capacity: 3, refillPerSecond: 0.5 },
      },
      clock,
    )
  }

  beforeAll(async () => {
    redis = await startRedis(setup)
  })
  afterAll(() => redis?.close())
  beforeEach(async () => {
    await redis.client.command('FLUSHALL')
    dirs = []
    const clock = { now: Date.now() }
    a = await instance(clock)
    b = await instance(clock)
  })
  afterEach(async () => {
    await a.close()
    await b.close()
    for (const dir of dirs) dir.remove()
  })

  /** A message signed by alice for a nonce from `issuer`. */
  async function signed(issuer: AuthServer, account = alice, client = 'default') {
    const text = message(issuer, account.address, await getNonce(issuer, client))
    return { message: text, signature: await account.signMessage({ message: text }) }
  }

  describe('two instances on one Redis', () => {
    it('a nonce from A verifies on B, and the session is valid on both', async () => {
      const res = await postVerify(b, await signed(a))
      expect(res.status).toBe(200)
      const cookie = cookieOf(res)
      expect(await session(a, cookie)).toMatchObject({ authenticated: true, address: alice.address })
      expect(await session(b, cookie)).toMatchObject({ authenticated: true, address: alice.address })
    })

    it('a message replayed on A and on B is refused', async () => {
      const body = await signed(a)
      expect((await postVerify(a, body)).status).toBe(200)
      await expectRefusal(await postVerify(a, body), 401, 'invalid_nonce')
      await expectRefusal(await postVerify(b, body), 401, 'invalid_nonce')
    })

    it('of one message sent to both at once, many times, exactly one is accepted', async () => {
      const body = await signed(b)
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postVerify(i % 2 ? a : b, body)))
      expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(401)])
    })

    it('nonces expire on their own: Redis holds each for its lifetime plus a minute, and B refuses a stale one', async () => {
      const nonce = await getNonce(a)
      const pttl = (await redis.client.command('PTTL', `kit-auth:nonce:${nonce}`)) as number
      expect(pttl).toBeGreaterThan(5 * 60_000)
      expect(pttl).toBeLessThanOrEqual(6 * 60_000)
      a.clock.now += 5 * 60_000
      const text = message(a, alice.address, nonce)
      await expectRefusal(
        await postVerify(b, { message: text, signature: await alice.signMessage({ message: text }) }),
        401,
        'nonce_expired',
      )
      expect(await redis.client.command('EXISTS', `kit-auth:nonce:${nonce}`)).toBe(0)
    })

    it('logout on A revokes the cookie on B, for as long as it would have lived', async () => {
      const cookie = cookieOf(await postVerify(a, await signed(a)))
      expect((await logout(a, cookie)).status).toBe(200)
      expect(await session(b, cookie)).toEqual({ authenticated: false })
      expect(await session(a, cookie)).toEqual({ authenticated: false })
      const revoked = (await redis.client.command('KEYS', 'kit-auth:revoked:*')) as string[]
      expect(revoked).toHaveLength(1)
      const pttl = (await redis.client.command('PTTL', revoked[0])) as number
      expect(pttl).toBeGreaterThan(24 * 60 * 60_000 - 60_000)
      expect(pttl).toBeLessThanOrEqual(24 * 60 * 60_000)
    })

    it("signing out everywhere on B ends the address's sessions on A, not bob's", async () => {
      const phone = cookieOf(await postVerify(a, await signed(a)))
      const laptop = cookieOf(await postVerify(b, await signed(b)))
      const bobs = cookieOf(await postVerify(a, await signed(a, bob)))
      a.clock.now += 1
      expect((await logout(b, laptop, 'logout-all')).status).toBe(200)
      expect(await session(a, phone)).toEqual({ authenticated: false })
      expect(await session(a, laptop)).toEqual({ authenticated: false })
      expect((await session(a, bobs)).authenticated).toBe(true)
    })

    it('rate limits are shared: a client gets 3 nonces in all, not 3 per instance', async () => {
      await getNonce(a, 'eve')
      await getNonce(b, 'eve')
      await getNonce(a, 'eve')
      const limited = await fetch(`${b.url}/nonce`, { headers: { 'x-test-client': 'eve' } })
      expect(limited.headers.get('retry-after')).toBe('2')
      await expectRefusal(limited, 429, 'rate_limited')
      await getNonce(b, 'mallory')
      a.clock.now += 2000
      await getNonce(b, 'eve')
      expect((await fetch(`${a.url}/nonce`, { headers: { 'x-test-client': 'eve' } })).status).toBe(429)
    })
  })

  describe('Redis stops mid-run', () => {
    it('every endpoint answers 503 and accepts nothing; all works again once Redis is back', async () => {
      const cookie = cookieOf(await postVerify(a, await signed(a)))
      const pending = await signed(b)
      await redis.stop()

      await expectRefusal(await fetch(`${a.url}/nonce`), 503, 'store_unavailable')
      await expectRefusal(await postVerify(b, pending), 503, 'store_unavailable')
      // A session cannot be confirmed unrevoked, so it is not confirmed at all.
      await expectRefusal(await fetch(`${a.url}/session`, { headers: { cookie } }), 503, 'store_unavailable')
      await expectRefusal(await logout(b, cookie), 503, 'store_unavailable')

      await redis.restart()
      // Each instance reconnects by itself, within half a second.
      for (const server of [a, b])
        await waitFor(
          'the store back',
          async () => (await fetch(`${server.url}/nonce`, { headers: { 'x-test-client': 'probe' } })).status === 200,
        )
      // The new Redis is empty: the nonce issued before the outage is gone, not accepted.
      await expectRefusal(await postVerify(a, pending), 401, 'invalid_nonce')
      expect((await session(b, cookie)).authenticated).toBe(true)
      const fresh = await postVerify(b, await signed(a))
      expect(fresh.status).toBe(200)
      expect((await session(a, cookieOf(fresh))).authenticated).toBe(true)
    })
  })
})
