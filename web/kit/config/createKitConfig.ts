import type { Chain } from 'viem'
import type { Transport } from 'wagmi'
import { pageRuntime } from '../runtime/pageRuntime.ts'
import { chainTransport } from '../wagmi/transport.ts'
import { WALLETS } from '../wallets/definitions/index.ts'
import { validateWallets } from '../wallets/validate.ts'
import { KitConfigError } from './errors.ts'
import type { KitConfig, KitConfigOptions } from './options.ts'
import { configProblems } from './validate.ts'

/** Defaults of the options left out (docs/kit.md). */
export const KIT_CONFIG_DEFAULTS = {
  relayUrl: 'wss://relay.walletconnect.org',
  gatewayUrl: 'https://safe-client.safe.global',
} as const

const trimSlashes = (url: string) => url.trim().replace(/\/+$/, '')

/**
 * Checks the options and fills in their defaults. Throws a {@link KitConfigError} naming every
 * problem at once. In a browser, a configuration not rendered on a server (`ssr` off) starts its
 * page's runtime at once (web/kit/runtime/pageRuntime.ts). Otherwise it creates nothing that holds
 * a visitor's state: the provider makes the wagmi config, the query cache and the stores, so one
 * configuration can serve every request of a server, and one page can hold several.
 */
export function createKitConfig(options: KitConfigOptions): KitConfig {
  validateWallets(WALLETS)
  const problems = configProblems(options, new Set(WALLETS.map((wallet) => wallet.id)))
  if (problems.length) throw new KitConfigError(problems)

  const chains = (options.chains ?? options.wagmiConfig!.chains) as readonly [Chain, ...Chain[]]
  const transports: Record<number, Transport> = {}
  for (const chain of chains)
    transports[chain.id] = options.transports?.[chain.id] ?? chainTransport(options.rpcUrls?.[chain.id]?.trim())
  const wallets = options.wallets ? options.wallets.map((id) => WALLETS.find((wallet) => wallet.id === id)!) : WALLETS
  const signIn = options.signIn && 'url' in options.signIn ? { url: trimSlashes(options.signIn.url) } : options.signIn

  const config: KitConfig = {
    appName: options.appName.trim(),
    chains,
    chain: chains[0],
    transports,
    walletConnect: {
      projectId: options.walletConnect.projectId.trim(),
      relayUrl: options.walletConnect.relayUrl?.trim() ?? KIT_CONFIG_DEFAULTS.relayUrl,
    },
    wallets,
    safe: {
      gatewayUrl: trimSlashes(options.safe?.gatewayUrl ?? KIT_CONFIG_DEFAULTS.gatewayUrl),
      allowedHosts: (options.safe?.allowedHosts ?? []).map((origin) => origin.replace(/\/$/, '')),
    },
    signIn,
    locale: options.locale,
    ssr: options.ssr ?? false,
    wagmiConfig: options.wagmiConfig,
    queryClient: options.queryClient,
  }
  pageRuntime(config)
  return config
}
