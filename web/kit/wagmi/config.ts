import { createConfig, createStorage, type CreateConnectorFn } from 'wagmi'
import { chain, config as appConfig } from '../config/index.ts'
import { safeStorage } from '../lib/safe-storage.ts'
import { safeConnector } from '../safe/connector.ts'
import { connectLateSafeHost } from '../safe/connectLateHost.ts'
import { safeHostTransport } from '../safe/transport.ts'
import { connectorPlans, type KindConnectors } from '../wallets/connectors/index.ts'
import { connectorSync } from '../wallets/connectors/registry.ts'
import { walletConnectFor } from '../wallets/walletConnect/index.ts'
import { WALLETS } from '../wallets/definitions/index.ts'
import { announcedWallets, onWalletsAnnounced } from '../wallets/discovery.ts'
import { recordRecentWallet } from '../wallets/recent.ts'
import { validateWallets } from '../wallets/validate.ts'
import { awaitRestoredConnections } from './restoredConnections.ts'
import { chainTransport, TRANSPORT_DEFAULTS } from './transport.ts'

validateWallets(WALLETS)

/** Connectors for the non-injected kinds of wallet. */
const kinds: KindConnectors = {
  // Safe embedded mode (web/kit/safe): connects by itself when a Safe host frames the app.
  safe: () => safeConnector(),
  // WalletConnect and the wallets that connect through it (web/kit/wallets/walletConnect).
  walletConnect: (wallet) => walletConnectFor(wallet),
}

const plans = () => connectorPlans(WALLETS, announcedWallets(), kinds, appConfig.appName)
const connectorsInSync = connectorSync(plans())
const connectors: CreateConnectorFn[] = connectorsInSync.initial

/**
 * wagmi's config: the one configured chain and a connector per wallet. EIP-6963 discovery is
 * ours (wallets/discovery.ts) so that discovered wallets get the same shim-flag semantics.
 */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors,
  multiInjectedProviderDiscovery: false,
  // Inside a Safe host, reads go through the host (web/kit/safe/transport.ts).
  transports: { [chain.id]: safeHostTransport(chainTransport(appConfig.rpcUrl)) },
  pollingInterval: TRANSPORT_DEFAULTS.pollingIntervalMs,
  storage: createStorage({ storage: safeStorage() }),
})

// A request made the instant a restored account shows waits for its connector's restore.
awaitRestoredConnections(wagmiConfig)
// A Safe host that answers after the detection's deadline is connected to when it does.
connectLateSafeHost(wagmiConfig)

// A wallet that announces itself after start-up, or again with a new provider, gets a connector
// on that provider; one that was connected gets it once it disconnects.
const syncConnectors = () =>
  connectorsInSync.sync(plans(), {
    connectors: () => wagmiConfig.connectors,
    connectedIds: () => new Set([...wagmiConfig.state.connections.values()].map((c) => c.connector.id)),
    setup: (create) => wagmiConfig._internal.connectors.setup(create),
    setConnectors: (next) => wagmiConfig._internal.connectors.setState(next),
  })
onWalletsAnnounced(syncConnectors)
wagmiConfig.subscribe((state) => state.connections.size, syncConnectors)

// The Recent tag: every successful connection moves its wallet to the front (ids are wallet ids).
wagmiConfig.subscribe(
  (state) => (state.current ? state.connections.get(state.current)?.connector.id : undefined),
  (walletId) => walletId && recordRecentWallet(walletId),
)

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
