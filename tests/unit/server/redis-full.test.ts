import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startRedis, type Redis } from '../../peers/redis.ts'
import { serve, type RunningServer } from '../../../web/server/serve.ts'
import { RedisConnectionError } from '../../../web/server/auth/store/redis-client.ts'

// A Redis that reached its maxmemory (noeviction, so it never drops a revocation to make room)
// still answers reads and PING but refuses writes: the API must say so as an outage (503
// store_unavailable, /readyz not ready), not as a bug of its own (500), and recover once there is room.
const dataDir = mkdtempSync(join(tmpdir(), 'kit-redis-full-'))
let redis: Redis
let server: RunningServer

beforeAll(async () => {
  redis = await startRedis()
  server = await serve({
    host: '127.0.0.1',
    port: 0,
    log: () => {},
    env: {
      VITE_CHAIN_ID: '31337',
      VITE_RPC_URL: 'http://127.0.0.1:9',
      AUTH_DATA_DIR: dataDir,
      AUTH_REDIS_URL: redis.url,
    },
  })
})
afterAll(async () => {
  await server?.close()
  await redis?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * Fills Redis with 2 MiB, then sets its limit 256 KiB below what it uses: it is full, with a margin
 * the memory it frees by itself (client buffers shrink) does not make up. Returns Redis's refusal
 * of one more write.
 */
async function fillRedis(): Promise<Error> {
  const chunk = 'x'.repeat(16 * 1024)
  for (let i = 0; i < 128; i++) await redis.client.command('SET', `filler:${i}`, chunk)
  const info = String(await redis.client.command('INFO', 'memory'))
  const used = Number(/used_memory:(\d+)/.exec(info)![1])
  await redis.client.command('CONFIG', 'SET', 'maxmemory-policy', 'noeviction')
  await redis.client.command('CONFIG', 'SET', 'maxmemory', used - 256 * 1024)
  return redis.client.command('SET', 'filler:one-more', 'x').then(
    () => new Error('Redis took a write over its maxmemory'),
    (error: Error) => error,
  )
}

async function answer(path: string) {
  const res = await fetch(`${server.url}${path}`)
  return [res.status, await res.json()]
}

it('answers 503 store_unavailable and is not ready while Redis is full, and recovers when there is room', async () => {
  expect(await answer('/api/auth/nonce')).toEqual([200, { nonce: expect.stringMatching(/^[0-9a-f]{32}$/) }])
  const refusal = await fillRedis()
  expect(refusal).toBeInstanceOf(RedisConnectionError)
  expect(refusal.message).toMatch(/OOM command not allowed/)
  // Redis still answers a PING: readiness must ask for what sign-ins need, a write.
  expect(await redis.client.command('PING')).toBe('PONG')

  expect(await answer('/api/auth/nonce')).toEqual([
    503,
    { error: 'store_unavailable', message: 'The sign-in store is unavailable; retry shortly' },
  ])
  expect(await answer('/readyz')).toEqual([
    503,
    { status: 'not_ready', checks: { accepting: true, key: true, store: false } },
  ])

  // The operator makes room (here: a higher limit); no restart is needed.
  await redis.client.command('CONFIG', 'SET', 'maxmemory', 0)
  expect(await answer('/readyz')).toEqual([
    200,
    { status: 'ready', checks: { accepting: true, key: true, store: true } },
  ])
  expect(await answer('/api/auth/nonce')).toEqual([200, { nonce: expect.stringMatching(/^[0-9a-f]{32}$/) }])
})
