import { createConfig, createStorage, http, type Config } from 'wagmi'
import { walletConnectConnector } from '../../../web/kit/wallets/walletConnect/index.ts'
import { defineChain } from 'viem'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import { startRelay } from '../../peers/wc-relay/index.ts'
import { startWcWallet, type WcWallet } from '../../peers/wc-wallet/index.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'

// The WalletConnect connector's unit tests run in Node against the local relay and the
// sign-client test wallet, with the Rust core loaded from the same .wasm the browser uses.

export const chain = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** The relay, the Rust core's WalletConnect validators and a wallet paired to neither yet. */
export async function startConnectorPeers() {
  const relay = await startRelay()
  const node = await loadCoreNode()
  const validator: WcValidator = {
    parsePairingUri: async (uri, now) => node.parsePairingUri(uri, now),
    validateConnect: async (params) => node.validateConnect(params),
    validateApprove: async (params) => node.validateApprove(params),
  }
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    rpcUrl: chain.rpcUrls.default.http[0],
    privateKey: DEV_KEYS[1],
    chains: [chain.id],
  })
  return { relay, validator, wallet }
}

/** wagmi storage in a Map the tests clear between cases. */
export function memoryStorage() {
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  }
  return { store, storage }
}

/** The URIs connect() shows; a `scanner` pairs with each, like a phone scanning each new QR. */
export function shownUris(config: Config, scanner?: WcWallet): string[] {
  const uris: string[] = []
  config.connectors[0].emitter.on('message', ({ type, data }) => {
    if (type !== 'display_uri') return
    uris.push(data as string)
    if (scanner) void scanner.pair(data as string)
  })
  return uris
}

/** sign-client options for one test file: its own project id and storage prefix. */
export function connectorOptions(name: string, relayUrl: () => string) {
  return {
    get relayUrl() {
      return relayUrl()
    },
    appName: 'Beacon',
    projectId: `beacon-unit-${name}`,
    storagePrefix: `beacon-unit-${name}-${process.pid}`,
    metadata: { name: 'Beacon', description: 'test', url: 'http://127.0.0.1', icons: [] },
  }
}

/** A wagmi config with one WalletConnect connector on the chain, its storage in `storage`. */
export function connectorConfig(
  options: Parameters<typeof walletConnectConnector>[0],
  storage: ReturnType<typeof memoryStorage>['storage'],
): Config {
  return createConfig({
    chains: [chain],
    connectors: [walletConnectConnector(options)],
    transports: { [chain.id]: http() },
    storage: createStorage({ storage }),
  })
}
