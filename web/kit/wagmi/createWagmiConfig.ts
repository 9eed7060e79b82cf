import { createConfig, createStorage, type Config, type CreateConnectorFn, type Transport } from 'wagmi'
import type { KitConfig } from '../config/options.ts'
import type { KitAuth } from '../auth/kitAuth.ts'
import { safeStorage } from '../lib/safe-storage.ts'
import { storageAfter } from '../lib/storageAfter.ts'
import { safeConnector } from '../safe/connector.ts'
import { connectLateSafeHost } from '../safe/connectLateHost.ts'
import { safeHostTransport } from '../safe/transport.ts'
import { connectorPlans, type KindConnectors } from '../wallets/connectors/index.ts'
import { connectorSync } from '../wallets/connectors/registry.ts'
import { walletConnectConnector } from '../wallets/walletConnect/connector.ts'
import { announcedWallets, onWalletsAnnounced, startWalletDiscovery } from '../wallets/discovery.ts'
import { recordRecentWallet } from '../wallets/recent.ts'
import { awaitRestoredConnections } from './restoredConnections.ts'
import { TRANSPORT_DEFAULTS } from './transport.ts'

/** A wagmi config the kit made, and what starts its life in the page. */
export interface KitWagmi {
  config: Config
  /**
   * Asks the page's wallets (EIP-6963, window.ethereum) and keeps a connector per wallet in step
   * with them; watches for a late Safe host. Once per config; at creation unless the configuration
   * is rendered on a server too (`ssr`), where the provider calls it on mount.
   */
  start: () => void
}

/**
 * wagmi's config for a kit configuration: its chains and a connector per wallet. EIP-6963 discovery
 * is ours (wallets/discovery.ts) so that discovered wallets get the same shim-flag semantics.
 */
export function createWagmiConfig(kit: KitConfig, auth: KitAuth | undefined): KitWagmi {
  const kinds: KindConnectors = {
    // Safe embedded mode (web/kit/safe): connects by itself when a Safe host frames the app.
    safe: () => safeConnector({ allowedHosts: kit.safe.allowedHosts }),
    // WalletConnect and the wallets that connect through it (web/kit/wallets/walletConnect).
    walletConnect: (wallet) =>
      walletConnectConnector({
        id: wallet.id,
        name: wallet.name,
        icon: wallet.iconUrl,
        appName: kit.appName,
        projectId: kit.walletConnect.projectId,
        relayUrl: kit.walletConnect.relayUrl,
        auth,
      }),
  }
  const plans = () => connectorPlans(kit.wallets, announcedWallets(), kinds, kit.appName)
  // Rendered on a server too: no connector is made before the page is there to ask.
  if (!kit.ssr) startWalletDiscovery()
  const connectorsInSync = connectorSync(kit.ssr ? [] : plans())
  const connectors: CreateConnectorFn[] = connectorsInSync.initial

  const transports: Record<number, Transport> = {}
  // Inside a Safe host, reads go through the host (web/kit/safe/transport.ts).
  for (const chain of kit.chains)
    transports[chain.id] = safeHostTransport(kit.transports[chain.id], kit.safe.allowedHosts)

  let started = false
  const config = createConfig({
    chains: kit.chains,
    connectors,
    multiInjectedProviderDiscovery: false,
    transports,
    pollingInterval: TRANSPORT_DEFAULTS.pollingIntervalMs,
    storage: createStorage({ storage: kit.ssr ? storageAfter(() => started, safeStorage()) : safeStorage() }),
    ssr: kit.ssr,
  })

  // A request made the instant a restored account shows waits for its connector's restore.
  awaitRestoredConnections(config)

  // The Recent tag: every successful connection moves its wallet to the front (ids are wallet ids).
  config.subscribe(
    (state) => (state.current ? state.connections.get(state.current)?.connector.id : undefined),
    (walletId) => walletId && recordRecentWallet(walletId),
  )

  const start = () => {
    if (started) return
    started = true
    startWalletDiscovery()
    // A wallet that announces itself after start-up, or again with a new provider, gets a connector
    // on that provider; one that was connected gets it once it disconnects.
    const syncConnectors = () =>
      connectorsInSync.sync(plans(), {
        connectors: () => config.connectors,
        connectedIds: () => new Set([...config.state.connections.values()].map((c) => c.connector.id)),
        setup: (create) => config._internal.connectors.setup(create),
        setConnectors: (next) => config._internal.connectors.setState(next),
      })
    if (kit.ssr) syncConnectors()
    onWalletsAnnounced(syncConnectors)
    config.subscribe((state) => state.connections.size, syncConnectors)
    // A Safe host that answers after the detection's deadline is connected to when it does.
    connectLateSafeHost(config)
  }
  if (!kit.ssr) start()
  return { config, start }
}
