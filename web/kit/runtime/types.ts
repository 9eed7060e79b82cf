import type { QueryClient } from '@tanstack/react-query'
import type { Config } from 'wagmi'
import type { KitAuth } from '../auth/kitAuth.ts'
import type { KitConfig } from '../config/options.ts'
import type { Gateway } from '../safe/gateway/request.ts'
import type { TransactionStore } from '../transactions/store.ts'
import type { persistOptions } from '../wagmi/queryClient.ts'

/**
 * Everything of one provider that holds a visitor's state, made from its configuration: the wagmi
 * config, the query cache, the sign-in session, the recent transactions. One per `<KitProvider>`,
 * never per module, so two renders on a server, or two providers in a page, share none of it.
 */
export interface KitRuntime {
  config: KitConfig
  wagmiConfig: Config
  queryClient: QueryClient
  /** How the query cache persists; undefined for an app's own QueryClient, which the kit leaves alone. */
  persistOptions: ReturnType<typeof persistOptions> | undefined
  /** Sign-in; undefined when it is off. */
  auth: KitAuth | undefined
  /**
   * The recent transactions, made by their first reader (transactions.ts): the store's code stays
   * out of the first paint, since only a connected visitor's views read it.
   */
  transactions: { store?: TransactionStore }
  /** The Safe Transaction Service gateway. */
  gateway: Gateway
  /** What waits for the page (wallet discovery, connectors): run on mount, once. */
  start: () => void
}
