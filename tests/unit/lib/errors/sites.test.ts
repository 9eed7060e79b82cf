import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { SafeInfo } from '@safe-global/safe-apps-sdk'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../../../../web/shared/errors.ts'
import { startRedis, type Redis } from '../../../peers/redis.ts'
import { authOptionsFromEnv, fileKey, RateLimitError, secretKeys } from '../../../../web/server/auth/index.ts'
import { RedisStore } from '../../../../web/server/auth/store/index.ts'
import { RedisClient } from '../../../../web/server/auth/store/redis-client.ts'
import { serveFromCli } from '../../../../web/server/main.ts'
import { TransactionStore } from '../../../../web/kit/transactions/store.ts'
import { memoryStorage } from '../../../../web/kit/lib/safe-storage.ts'
import { SafeProvider } from '../../../../web/kit/safe/provider.ts'
import { parseAllowedOrigins } from '../../../../web/shared/safe/domains.ts'
import { gatewayUrl } from '../../../../web/kit/safe/gateway/request.ts'
import { toProviderError } from '../../../../web/kit/wallets/walletConnect/errors.ts'
import { useKit } from '../../../../web/kit/ui/KitProvider/context.ts'

// Every place the app or its server throws, reached the way its callers reach it: what comes
// out is one of our BaseError classes, with the exact text callers and the spec rely on.

/** An auth data folder whose key file holds too short a key. */
const keyDir = mkdtempSync(join(tmpdir(), 'kit-key-'))
writeFileSync(join(keyDir, 'session-hmac.key'), 'abcd')
afterAll(async () => {
  rmSync(keyDir, { recursive: true, force: true })
  await (await redis)?.close()
})

/** Debian's redis-server, started on first use. */
let redis: Promise<Redis> | undefined
const realRedis = () => (redis ??= startRedis())

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** What `fn` throws or rejects with. */
async function thrown(fn: () => unknown): Promise<unknown> {
  try {
    await fn()
  } catch (error) {
    return error
  }
  throw new BaseError('nothing was thrown')
}

const cases: [string, () => unknown, string, string][] = [
  [
    'a short AUTH_SECRET',
    () => secretKeys('short'),
    'WeakSecretError',
    'AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)',
  ],
  [
    'a key file without a key',
    () => fileKey(keyDir).signing(),
    'KeyFileError',
    `${keyDir}/session-hmac.key does not hold a 256-bit hex key; delete it to create a new one`,
  ],
  [
    'AUTH_TRUSTED_PROXIES that is not a number',
    () => authOptionsFromEnv({ AUTH_TRUSTED_PROXIES: 'two' }, () => []),
    'AuthConfigError',
    'AUTH_TRUSTED_PROXIES must be a number of proxies (0 to 99), not "two"',
  ],
  [
    'a rate limit (an AuthError)',
    () => Promise.reject(new RateLimitError(3)),
    'RateLimitError',
    'Too many requests; retry in 3 s',
  ],
  [
    'a Redis error reply',
    async () => new RedisClient((await realRedis()).url).command('EVALSHA', 'x', 0),
    'RedisReplyError',
    'NOSCRIPT No matching script. Please use EVAL.',
  ],
  [
    'a Redis that is not there',
    async () => new RedisClient(`redis://127.0.0.1:${await closedPort()}`).command('PING'),
    'RedisConnectionError',
    'Redis at redis://127.0.0.1',
  ],
  [
    'a Redis URL of another scheme',
    () => new RedisClient('http://127.0.0.1:6379'),
    'RedisUrlError',
    'http://127.0.0.1:6379: only redis:// and rediss:// URLs are supported',
  ],
  [
    'a nonce Redis already holds',
    async () => {
      const { client, url } = await realRedis()
      await client.command('SET', 'kit-auth:nonce:n1', 1)
      return new RedisStore(url).addNonce('n1', 2_000, 1_000)
    },
    'NonceCollisionError',
    'nonce n1 already stored',
  ],
  [
    'a PORT that is no port',
    () => {
      vi.stubEnv('PORT', 'eighty')
      return serveFromCli({ root: tmpdir(), mode: 'api', defaultPort: 0 }).finally(() => vi.unstubAllEnvs())
    },
    'ServerConfigError',
    'PORT must be a port number, not "eighty"',
  ],
  [
    'clearing transactions without a chain',
    () => new TransactionStore(memoryStorage()).clear('0xabc', undefined),
    'NoAddressOrChainError',
    'No address or chain ID found',
  ],
  [
    'a Safe transaction without "to"',
    () =>
      new SafeProvider({} as SafeAppsSDK, {} as SafeInfo).request({
        method: 'eth_sendTransaction',
        params: [{ value: '0x1' }],
      }),
    'SafeProviderError',
    'eth_sendTransaction needs a "to" address',
  ],
  [
    'a Safe host that is not an origin',
    () => parseAllowedOrigins('https://ok.example/path'),
    'SafeOriginError',
    'VITE_SAFE_ALLOWED_DOMAINS: "https://ok.example/path" is not an origin like https://app.safe.global',
  ],
  [
    'a gateway path without its parameter',
    () => gatewayUrl('https://g', '/v1/chains/{chainId}'),
    'GatewayPathError',
    'gateway path /v1/chains/{chainId} needs "chainId"',
  ],
  [
    'sign-client rejecting with a bare string',
    () => Promise.reject(toProviderError('socket stalled')),
    'WalletConnectRequestError',
    'socket stalled',
  ],
  [
    'a kit component outside <KitProvider>',
    () =>
      renderToString(
        createElement(() => {
          useKit()
          return null
        }),
      ),
    'MissingKitProviderError',
    'Kit components must be inside <KitProvider>',
  ],
]

describe('every error thrown is a BaseError with its own name and the exact text', () => {
  it.each(cases)('%s', async (_, fn, name, text) => {
    const error = (await thrown(fn)) as BaseError
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    // The connection error goes on with the socket's own words (ECONNREFUSED …).
    if (name === 'RedisConnectionError') expect(error.message.startsWith(`${text}:`)).toBe(true)
    else expect(error.message).toBe(text)
    expect(error.shortMessage).toBe(error.message)
  })
})
