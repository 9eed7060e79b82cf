import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../peers/net.ts'
import { startRedis, type Redis } from '../../peers/redis.ts'
import { RedisClient, RedisConnectionError, RedisReplyError } from '../../../web/server/auth/store/redis-client.ts'

// The store's client against Debian's redis-server as managed services run it: TLS only, with a
// certificate from a CA made for this run, and an ACL user allowed only the store's keys.
let redis: Redis
const clients: RedisClient[] = []
const client = (url: string, options: ConstructorParameters<typeof RedisClient>[1] = {}) => {
  const made = new RedisClient(url, options)
  clients.push(made)
  return made
}

beforeAll(async () => {
  redis = await startRedis({ tls: true, user: { name: 'kit', password: 's3cret' }, db: 2 })
})
afterAll(async () => {
  for (const made of clients) await made.close()
  await redis?.close()
})

describe('Redis client over TLS with an ACL user', () => {
  it('signs in as the URL says, on its database, trusting the CA file', async () => {
    const kit = client(redis.url, { caFile: redis.caFile })
    expect(await kit.command('SET', 'kit-auth:probe', 'yes')).toBe('OK')
    expect(await kit.command('ACL', 'WHOAMI')).toBe('kit')
    // The admin client is on database 2 too; a key written to another database would be missing.
    expect(await redis.client.command('GET', 'kit-auth:probe')).toBe('yes')
    expect(await kit.command('GETDEL', 'kit-auth:probe')).toBe('yes')
    expect(await kit.command('GETDEL', 'kit-auth:probe')).toBeNull()
  })

  it('refuses a server whose certificate does not chain to a trusted CA', async () => {
    await expect(client(redis.url).command('PING')).rejects.toThrow(RedisConnectionError)
    await expect(client(redis.url).command('PING')).rejects.toThrow(/certificate/)
  })

  it('cannot talk plain redis:// to a TLS port', async () => {
    await expect(client(redis.url.replace('rediss:', 'redis:'), { timeoutMs: 500 }).command('PING')).rejects.toThrow(
      RedisConnectionError,
    )
  })

  it('reports a wrong password, and a key outside its ACL, as the store being unusable', async () => {
    await expect(
      client(redis.url.replace(':s3cret@', ':wrong@'), { caFile: redis.caFile }).command('PING'),
    ).rejects.toThrow(/WRONGPASS/)
    const kit = client(redis.url, { caFile: redis.caFile })
    await expect(kit.command('SET', 'elsewhere', '1')).rejects.toThrow(RedisConnectionError)
  })

  it('turns an error reply into RedisReplyError and keeps the connection', async () => {
    const kit = client(redis.url, { caFile: redis.caFile })
    await expect(kit.command('EVALSHA', 'x', 0)).rejects.toThrow(
      new RedisReplyError('NOSCRIPT No matching script. Please use EVAL.'),
    )
    expect(await kit.command('PING')).toBe('PONG')
  })

  it('fails a command that gets no reply within the timeout, and the next one works', async () => {
    const kit = client(redis.url, { caFile: redis.caFile, timeoutMs: 200 })
    expect(await kit.command('PING')).toBe('PONG')
    // The server holds every client's commands for a second: no reply within 200 ms.
    await redis.client.command('CLIENT', 'PAUSE', 1000, 'ALL')
    await expect(kit.command('PING')).rejects.toThrow(RedisConnectionError)
    await waitFor('the pause to end', async () => (await kit.command('PING')) === 'PONG')
  })

  it('fails at once while Redis is away, queues nothing, and reconnects by itself', async () => {
    const kit = client(redis.url, { caFile: redis.caFile })
    expect(await kit.command('PING')).toBe('PONG')
    await redis.stop()
    const started = Date.now()
    await expect(kit.command('SET', 'kit-auth:during', '1')).rejects.toThrow(RedisConnectionError)
    // Refused, not held until a timeout: the offline queue is off.
    expect(Date.now() - started).toBeLessThan(1000)
    await redis.restart()
    await waitFor('the client back', async () => (await kit.command('PING')) === 'PONG', 5000)
    expect(await kit.command('EXISTS', 'kit-auth:during')).toBe(0)
  })
})
