import { createConfig, createStorage, type CreateConnectorFn } from 'wagmi'
import { chain, config as appConfig } from '../config'
import { safeStorage } from '../lib/safe-storage'
import { safeConnector } from '../safe/connector'
import { safeHostTransport } from '../safe/transport'
import { announcedConnector, walletConnector, type KindConnectors } from '../wallets/connectors'
import { walletConnectFor } from '../wallets/walletConnect'
import { WALLETS } from '../wallets/definitions'
import { announcedWallets, onWalletsAnnounced, type AnnouncedWallet } from '../wallets/discovery'
import { recordRecentWallet } from '../wallets/recent'
import { validateWallets } from '../wallets/validate'
import { chainTransport, TRANSPORT_DEFAULTS } from './transport'

validateWallets(WALLETS)

/** Connectors for the non-injected kinds of wallet. */
const kinds: KindConnectors = {
  // Safe embedded mode (web/src/safe): connects by itself when a Safe host frames the app.
  safe: () => safeConnector(),
  // WalletConnect and the wallets that connect through it (web/src/wallets/walletConnect).
  walletConnect: (wallet) => walletConnectFor(wallet),
}

const claimedRdns = new Set(WALLETS.map((w) => w.injected?.rdns).filter(Boolean))
const isUnclaimed = (wallet: AnnouncedWallet) => !claimedRdns.has(wallet.info.rdns)

const announced = announcedWallets()
const connectors: CreateConnectorFn[] = [
  ...announced.filter(isUnclaimed).map(announcedConnector),
  ...WALLETS.flatMap((wallet) => walletConnector(wallet, announced, kinds, appConfig.appName) ?? []),
]

/**
 * wagmi's config: the one configured chain and a connector per wallet. EIP-6963 discovery is
 * ours (wallets/discovery.ts) so that discovered wallets get the same shim-flag semantics.
 */
export const wagmiConfig = createConfig({
  chains: [chain],
  connectors,
  multiInjectedProviderDiscovery: false,
  // Inside a Safe host, reads go through the host (web/src/safe/transport.ts).
  transports: { [chain.id]: safeHostTransport(chainTransport(appConfig.rpcUrl)) },
  pollingInterval: TRANSPORT_DEFAULTS.pollingIntervalMs,
  storage: createStorage({ storage: safeStorage() }),
})

// A wallet that announces itself after start-up still gets a connector.
onWalletsAnnounced((wallets) => {
  const { connectors: registry } = wagmiConfig._internal
  const known = new Set(wagmiConfig.connectors.map((c) => c.id))
  const added = wallets.filter((w) => isUnclaimed(w) && !known.has(w.info.rdns)).map((w) => registry.setup(announcedConnector(w)))
  if (added.length) registry.setState((current) => [...current, ...added])
})

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
