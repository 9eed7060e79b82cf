import { http } from 'viem'
import { base, mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createKitConfig, KIT_CONFIG_DEFAULTS } from '../../../web/kit/config/createKitConfig.ts'
import { KitConfigError } from '../../../web/kit/config/errors.ts'
import type { KitConfigOptions } from '../../../web/kit/config/options.ts'
import { BaseError } from '../../../web/shared/errors.ts'

const MINIMAL: KitConfigOptions = { appName: 'Dapp', chains: [mainnet], walletConnect: { projectId: 'project' } }

/** The problems createKitConfig names for `options`. */
function problemsOf(options: KitConfigOptions): readonly string[] {
  try {
    createKitConfig(options)
  } catch (error) {
    expect(error).toBeInstanceOf(KitConfigError)
    expect(error).toBeInstanceOf(BaseError)
    return (error as KitConfigError).problems
  }
  throw new Error('no error')
}

describe('createKitConfig', () => {
  it('fills in the defaults', () => {
    const config = createKitConfig(MINIMAL)
    expect(config.chain).toBe(mainnet)
    expect(Object.keys(config.transports)).toEqual([String(mainnet.id)])
    expect(config.walletConnect).toEqual({ projectId: 'project', relayUrl: KIT_CONFIG_DEFAULTS.relayUrl })
    expect(config.safe).toEqual({ gatewayUrl: KIT_CONFIG_DEFAULTS.gatewayUrl, allowedHosts: [] })
    expect(config.wallets.map((w) => w.id)).toContain('metaMask')
    expect(config.wallets.length).toBeGreaterThan(5)
    expect([config.signIn, config.locale, config.ssr]).toEqual([undefined, undefined, false])
  })

  it('takes several chains, the first as the default, a transport or RPC URL per chain, and a wallet list in order', () => {
    const transport = http('https://rpc.example.org')
    const config = createKitConfig({
      ...MINIMAL,
      chains: [sepolia, base],
      transports: { [sepolia.id]: transport },
      rpcUrls: { [base.id]: 'https://base.example.org' },
      wallets: ['walletConnect', 'metaMask'],
      safe: { gatewayUrl: 'http://127.0.0.1:4000/', allowedHosts: ['http://127.0.0.1:4001/'] },
      signIn: { url: '/api/auth/' },
      locale: 'fr',
    })
    expect(config.chain).toBe(sepolia)
    expect(config.transports[sepolia.id]).toBe(transport)
    expect(typeof config.transports[base.id]).toBe('function')
    expect(config.wallets.map((w) => w.id)).toEqual(['walletConnect', 'metaMask'])
    expect(config.safe).toEqual({ gatewayUrl: 'http://127.0.0.1:4000', allowedHosts: ['http://127.0.0.1:4001'] })
    expect(config.signIn).toEqual({ url: '/api/auth' })
    expect(config.locale).toBe('fr')
  })

  it('names every problem at once, by its option', () => {
    const problems = problemsOf({
      appName: ' ',
      chains: [mainnet, mainnet],
      rpcUrls: { [mainnet.id]: 'ftp://rpc', 5: 'https://x.org' },
      walletConnect: { projectId: '', relayUrl: 'https://relay' },
      wallets: ['metaMask', 'nope' as never, 'metaMask'],
      safe: { gatewayUrl: 'gateway', allowedHosts: ['https://app.example.org/apps'] },
      signIn: { url: 'auth' },
      locale: 'xx' as never,
    })
    expect(problems).toEqual([
      'appName must not be empty',
      'chains: chain 1 is listed twice',
      'rpcUrls: 5 is not the id of one of chains',
      'rpcUrls[1] must use http or https or ws or wss, got "ftp" in "ftp://rpc"',
      'walletConnect.projectId is required (a WalletConnect Cloud project id)',
      'walletConnect.relayUrl must use ws or wss, got "https" in "https://relay"',
      expect.stringMatching(/^wallets: "nope" is not one of injected, safe, /),
      'wallets: "metaMask" is listed twice',
      'safe.gatewayUrl is not a valid URL: "gateway"',
      'safe.allowedHosts: "https://app.example.org/apps" is not an origin like https://app.safe.global',
      'signIn.url is not a valid URL: "auth"',
      'locale "xx" is not a locale the kit speaks',
    ])
  })

  it('needs at least one chain', () => {
    expect(problemsOf({ ...MINIMAL, chains: [] as never })).toEqual([
      'chains must hold at least one chain (viem/chains)',
    ])
  })
})
