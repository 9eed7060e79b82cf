import type { QueryClient } from '@tanstack/react-query'
import type { Chain } from 'viem'
import type { Config, Transport } from 'wagmi'
import type { AuthAdapter } from '../auth/adapter.ts'
import type { Locale } from '../../shared/i18n/localeTags.ts'
import type { KnownWalletId, WalletDefinition } from '../wallets/types.ts'

/** Sign-In with Ethereum: the base URL of an API like web/server/auth's, or an adapter of one's own. */
export type SignInOption = { url: string } | { adapter: AuthAdapter }

/** What {@link createKitConfig} takes. Only `appName`, `chains` and `walletConnect` are required. */
export interface KitConfigOptions {
  /** The dapp's name: the sign-in statement, the WalletConnect metadata, the modals' texts. */
  appName: string
  /**
   * The chains the dapp works on; the first is the one a connection asks for, and the one the kit's
   * views speak of. Optional only with `wagmiConfig`, whose chains are then taken.
   */
  chains?: readonly [Chain, ...Chain[]]
  /** A wagmi transport per chain id; a chain without one reads through `rpcUrls`, else its own public RPC. */
  transports?: Readonly<Record<number, Transport>>
  /** An RPC URL per chain id, tried before the chain's public RPC (http, https, ws or wss). */
  rpcUrls?: Readonly<Record<number, string>>
  /** A WalletConnect Cloud project id, and the relay (default wss://relay.walletconnect.org). */
  walletConnect: { projectId: string; relayUrl?: string }
  /** Which of the kit's wallets to offer, in this order; all of them by default. */
  wallets?: readonly KnownWalletId[]
  /** The Safe Transaction Service gateway (default https://safe-client.safe.global) and extra Safe host origins. */
  safe?: { gatewayUrl?: string; allowedHosts?: readonly string[] }
  /** Sign-In with Ethereum after connecting; off when absent. */
  signIn?: SignInOption
  /** The one language the kit speaks; the visitor's languages (and choice) decide when absent. */
  locale?: Locale
  /**
   * Set when the provider is rendered on a server too (renderToString, a framework's SSR): nothing
   * is read from storage or the page before the provider is mounted in the browser, as wagmi's `ssr`.
   */
  ssr?: boolean
  /** A wagmi config the app already has; the kit then adds no connectors of its own. */
  wagmiConfig?: Config
  /** A QueryClient the app already has; the kit then does not persist the query cache. */
  queryClient?: QueryClient
}

/** A checked configuration, made by {@link createKitConfig}; give it to `<KitProvider config>`. */
export interface KitConfig {
  readonly appName: string
  readonly chains: readonly [Chain, ...Chain[]]
  /** The first chain: the one a connection asks for and the kit's views speak of. */
  readonly chain: Chain
  /** A transport for every chain of `chains`. */
  readonly transports: Readonly<Record<number, Transport>>
  readonly walletConnect: { readonly projectId: string; readonly relayUrl: string }
  readonly wallets: readonly WalletDefinition[]
  readonly safe: { readonly gatewayUrl: string; readonly allowedHosts: readonly string[] }
  readonly signIn: SignInOption | undefined
  readonly locale: Locale | undefined
  readonly ssr: boolean
  readonly wagmiConfig: Config | undefined
  readonly queryClient: QueryClient | undefined
}
