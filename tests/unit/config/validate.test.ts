import { describe, expect, it } from 'vitest'
import { projectIdWarning } from '../../../web/shared/config/placeholder.ts'
import { ConfigError, validateConfig } from '../../../web/shared/config/validate.ts'

const known = (id: number) => [1, 10, 31337].includes(id)

function problems(env: Record<string, string>): string[] {
  try {
    validateConfig(env, known)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('expected a ConfigError')
}

describe('validateConfig', () => {
  it('serves a working config with nothing set', () => {
    const config = validateConfig({}, known)
    expect(config).toEqual({
      appName: 'Beacon',
      chainId: 1,
      rpcUrl: undefined,
      wcProjectId: 'YOUR_PROJECT_ID',
      wcRelayUrl: 'wss://relay.walletconnect.org',
      safeGatewayUrl: 'https://safe-client.safe.global',
      authUrl: undefined,
      safeAllowedOrigins: [],
    })
    expect(projectIdWarning(config)).toContain('VITE_WC_PROJECT_ID is the placeholder')
  })

  it('takes every variable', () => {
    const config = validateConfig(
      {
        VITE_APP_NAME: 'Acme',
        VITE_CHAIN_ID: '10',
        VITE_RPC_URL: 'http://127.0.0.1:8545',
        VITE_WC_PROJECT_ID: 'abc123',
        VITE_WC_RELAY_URL: 'ws://127.0.0.1:9000',
        VITE_SAFE_GATEWAY_URL: 'http://127.0.0.1:9001/',
        VITE_AUTH_URL: '/api/auth/',
        VITE_PAYMASTER_URL: 'https://paymaster.example/v1',
      },
      known,
    )
    expect(config).toMatchObject({
      appName: 'Acme',
      chainId: 10,
      safeGatewayUrl: 'http://127.0.0.1:9001',
      authUrl: '/api/auth',
      paymasterUrl: 'https://paymaster.example/v1',
    })
    expect(projectIdWarning(config)).toBeNull()
  })

  it('names a paymaster URL that is not http or https', () => {
    expect(problems({ VITE_PAYMASTER_URL: 'ws://127.0.0.1:1' })).toEqual([
      'VITE_PAYMASTER_URL must use http or https, got "ws" in "ws://127.0.0.1:1"',
    ])
  })

  it('names an unknown chain id', () => {
    expect(problems({ VITE_CHAIN_ID: '424242' })).toEqual([
      "VITE_CHAIN_ID 424242 is not a chain in viem's chain table (viem/chains)",
    ])
  })

  it('names a non-numeric chain id', () => {
    expect(problems({ VITE_CHAIN_ID: 'mainnet' })).toEqual([
      'VITE_CHAIN_ID must be a positive integer chain id, got "mainnet"',
    ])
  })

  it('names a malformed RPC URL', () => {
    expect(problems({ VITE_RPC_URL: 'not a url' })).toEqual(['VITE_RPC_URL is not a valid URL: "not a url"'])
    expect(problems({ VITE_RPC_URL: 'ftp://x.org' })).toEqual([
      'VITE_RPC_URL must use http or https or ws or wss, got "ftp" in "ftp://x.org"',
    ])
  })

  it('requires a project id when it is set but empty', () => {
    expect(problems({ VITE_WC_PROJECT_ID: ' ' })).toEqual([
      'VITE_WC_PROJECT_ID is required (a WalletConnect Cloud project id)',
    ])
  })

  it('takes a locale of ours, and names any other with the list', () => {
    expect(validateConfig({ VITE_LOCALE: 'pt-BR' }, known).locale).toBe('pt-BR')
    expect(validateConfig({}, known).locale).toBeUndefined()
    expect(problems({ VITE_LOCALE: 'pt' })).toEqual([
      'VITE_LOCALE must be one of en, es, fr, de, pt-BR, it, tr, ru, ja, ko, zh-CN, ar, hi, id, ms, th, uk, vi, zh-TW, zh-HK, he, fa, pl, nl, got "pt"',
    ])
  })

  it('names a malformed Safe host origin', () => {
    expect(problems({ VITE_SAFE_ALLOWED_DOMAINS: 'https://ok.example, not-an-origin' })).toEqual([
      'VITE_SAFE_ALLOWED_DOMAINS: "not-an-origin" is not an origin like https://app.safe.global',
    ])
  })

  it('reports every problem at once', () => {
    expect(problems({ VITE_CHAIN_ID: 'x', VITE_WC_RELAY_URL: 'https://relay.example' })).toHaveLength(2)
  })
})
