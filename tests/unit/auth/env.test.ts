import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { authOptionsFromEnv } from '../../../web/server/auth'

const served = () => ['http://127.0.0.1:4173']

describe('authOptionsFromEnv', () => {
  it('uses the app’s chain and RPC, a data dir under the working directory and the served origins', () => {
    const options = authOptionsFromEnv({ VITE_CHAIN_ID: '31337', VITE_RPC_URL: 'http://127.0.0.1:8545' }, served)
    expect(options).toEqual({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', dataDir: resolve('.data/auth'), origins: served, trustedProxies: 0 })
  })

  it('defaults to chain 1 with its public RPC', () => {
    expect(authOptionsFromEnv({}, served)).toMatchObject({ chainId: 1, rpcUrl: undefined })
  })

  it('takes AUTH_DATA_DIR and AUTH_ORIGINS (normalised to origins)', () => {
    const options = authOptionsFromEnv({ AUTH_DATA_DIR: '/var/lib/kit', AUTH_ORIGINS: 'https://app.example/, https://www.app.example' }, served)
    expect(options).toMatchObject({ dataDir: '/var/lib/kit', origins: ['https://app.example', 'https://www.app.example'] })
  })

  it('refuses the same bad values the build refuses', () => {
    expect(() => authOptionsFromEnv({ VITE_CHAIN_ID: 'one' }, served)).toThrow(/VITE_CHAIN_ID/)
  })
})
