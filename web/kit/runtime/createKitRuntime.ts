import { createKitAuth } from '../auth/kitAuth.ts'
import type { KitConfig } from '../config/options.ts'
import { createWagmiConfig } from '../wagmi/createWagmiConfig.ts'
import { createQueryClient, persistOptions } from '../wagmi/queryClient.ts'
import type { KitRuntime } from './types.ts'

/** Makes a provider's runtime; reads nothing of the page or storage (see `start`). */
export function createKitRuntime(config: KitConfig): KitRuntime {
  const auth = createKitAuth(config)
  const wagmi = config.wagmiConfig ? { config: config.wagmiConfig, start: () => {} } : createWagmiConfig(config, auth)
  return {
    config,
    wagmiConfig: wagmi.config,
    queryClient: config.queryClient ?? createQueryClient(),
    persistOptions: config.queryClient ? undefined : persistOptions(),
    auth,
    transactions: {},
    gateway: { baseUrl: config.safe.gatewayUrl },
    start: wagmi.start,
  }
}
