import { createConfig, createStorage, injected } from 'wagmi'
import { chain, config as appConfig } from '../config'
import { safeStorage } from '../lib/safe-storage'
import { chainTransport, TRANSPORT_DEFAULTS } from './transport'

/** wagmi's config: the one configured chain, injected wallets (EIP-6963 and window.ethereum). */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [injected({ shimDisconnect: true })],
  multiInjectedProviderDiscovery: true,
  transports: { [chain.id]: chainTransport(appConfig.rpcUrl) },
  pollingInterval: TRANSPORT_DEFAULTS.pollingIntervalMs,
  storage: createStorage({ storage: safeStorage() }),
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
