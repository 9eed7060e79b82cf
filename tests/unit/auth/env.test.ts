import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authOptionsFromEnv, RedisStore } from '../../../web/server/auth/index.ts'

const served = () => ['http://127.0.0.1:4173']

describe('authOptionsFromEnv', () => {
  it('uses the app’s chain and RPC, a data dir under the working directory and the served origins', () => {
    const options = authOptionsFromEnv({ VITE_CHAIN_ID: '31337', VITE_RPC_URL: 'http://127.0.0.1:8545' }, served)
    expect(options).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      dataDir: resolve('.data/auth'),
      origins: served,
      trustedProxies: 0,
    })
  })

  it('defaults to chain 1 with its public RPC', () => {
    expect(authOptionsFromEnv({}, served)).toMatchObject({ chainId: 1, rpcUrl: undefined })
  })

  it('takes AUTH_DATA_DIR and AUTH_ORIGINS (normalised to origins)', () => {
    const options = authOptionsFromEnv(
      { AUTH_DATA_DIR: '/var/lib/kit', AUTH_ORIGINS: 'https://app.example/, https://www.app.example' },
      served,
    )
    expect(options).toMatchObject({
      dataDir: '/var/lib/kit',
      origins: ['https://app.example', 'https://www.app.example'],
    })
  })

  it('takes AUTH_REDIS_URL, AUTH_SECRET(_PREVIOUS) and AUTH_TRUSTED_PROXIES', async () => {
    const options = authOptionsFromEnv(
      {
        AUTH_REDIS_URL: 'redis://127.0.0.1:9/2',
        AUTH_SECRET: 'n'.repeat(32),
        AUTH_SECRET_PREVIOUS: 'o'.repeat(32),
        AUTH_TRUSTED_PROXIES: '1',
      },
      served,
    )
    expect(options.store).toBeInstanceOf(RedisStore)
    expect(options.keys?.verifying().map(String)).toEqual(['n'.repeat(32), 'o'.repeat(32)])
    expect(options.trustedProxies).toBe(1)
    await options.store?.close()
  })

  it('refuses unusable server values, naming the variable', () => {
    expect(() => authOptionsFromEnv({ AUTH_REDIS_URL: 'http://127.0.0.1:6379' }, served)).toThrow(
      /^AUTH_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    )
    expect(() =>
      authOptionsFromEnv({ AUTH_REDIS_URL: 'rediss://127.0.0.1:9', AUTH_REDIS_CA_FILE: '/no/such/ca.pem' }, served),
    ).toThrow('AUTH_REDIS_CA_FILE: cannot read "/no/such/ca.pem"')
    expect(() => authOptionsFromEnv({ AUTH_SECRET: 'short' }, served)).toThrow(
      /^AUTH_SECRET must be at least 32 characters/,
    )
    expect(() => authOptionsFromEnv({ AUTH_SECRET_PREVIOUS: 'o'.repeat(32) }, served)).toThrow(
      'AUTH_SECRET_PREVIOUS is set without AUTH_SECRET',
    )
    expect(() => authOptionsFromEnv({ AUTH_TRUSTED_PROXIES: 'yes' }, served)).toThrow(
      /^AUTH_TRUSTED_PROXIES must be a number/,
    )
    expect(() => authOptionsFromEnv({ AUTH_ORIGINS: 'app.example' }, served)).toThrow(
      'AUTH_ORIGINS: "app.example" is not a URL',
    )
  })

  it('refuses the same bad values the build refuses', () => {
    expect(() => authOptionsFromEnv({ VITE_CHAIN_ID: 'one' }, served)).toThrow(/VITE_CHAIN_ID/)
  })
})
