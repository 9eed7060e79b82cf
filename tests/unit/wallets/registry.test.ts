import { describe, expect, it } from 'vitest'
import { createConnector, type Connector, type CreateConnectorFn } from 'wagmi'
import { connectorPlans, type KindConnectors } from '../../../web/kit/wallets/connectors/index.ts'
import { connectorSync, type ConnectorRegistry } from '../../../web/kit/wallets/connectors/registry.ts'
import { WALLETS } from '../../../web/kit/wallets/definitions/index.ts'
import type { AnnouncedWallet } from '../../../web/kit/wallets/discovery.ts'
import type { WalletDefinition } from '../../../web/kit/wallets/types.ts'

// WalletConnect itself is not under test: a stand-in connector of its type.
const kinds: KindConnectors = {
  walletConnect: (wallet: WalletDefinition) =>
    createConnector(() => ({ id: wallet.id, name: wallet.name, type: 'walletConnect' }) as never),
}
const provider = () =>
  ({ request: async () => null, on() {}, removeListener() {} }) as unknown as AnnouncedWallet['provider']
const announce = (rdns: string, uuid = rdns): AnnouncedWallet => ({
  info: { uuid, name: rdns, icon: 'data:,', rdns },
  provider: provider(),
})
const plans = (announced: AnnouncedWallet[]) => connectorPlans(WALLETS, announced, kinds, 'Test')

/** wagmi's connector store, reduced to what the sync uses. */
function fakeRegistry(initial: CreateConnectorFn[]) {
  let uid = 0
  const config = { emitter: { emit() {}, on() {} }, chains: [], storage: null, transports: {} }
  const setup = (create: CreateConnectorFn) =>
    ({ ...create(config as never), uid: String(++uid) }) as unknown as Connector
  let connectors = initial.map(setup)
  const connected = new Set<string>()
  const registry: ConnectorRegistry & { connected: Set<string>; writes: number } = {
    connected,
    writes: 0,
    connectors: () => connectors,
    connectedIds: () => connected,
    setup,
    setConnectors(next: Connector[]) {
      registry.writes++
      connectors = next
    },
  }
  return registry
}
const byId = (registry: ConnectorRegistry, id: string) => registry.connectors().find((c) => c.id === id)

describe('connectorSync', () => {
  it('switches a known wallet that announces late to its injected provider, in place', () => {
    const sync = connectorSync(plans([]))
    const registry = fakeRegistry(sync.initial)
    const before = registry.connectors()
    expect(byId(registry, 'metaMask')?.type).toBe('walletConnect')

    sync.sync(plans([announce('io.metamask')]), registry)
    expect(byId(registry, 'metaMask')?.type).toBe('injected')
    expect(registry.connectors().map((c) => c.id)).toEqual(before.map((c) => c.id))
    // Every other wallet keeps its connector.
    expect(registry.connectors().filter((c) => c.id !== 'metaMask')).toEqual(before.filter((c) => c.id !== 'metaMask'))
  })

  it('does nothing when nothing changed', () => {
    const metaMask = announce('io.metamask')
    const sync = connectorSync(plans([metaMask]))
    const registry = fakeRegistry(sync.initial)
    sync.sync(plans([metaMask]), registry)
    expect(registry.writes).toBe(0)
  })

  it('leaves a connected wallet alone until it disconnects', () => {
    const sync = connectorSync(plans([]))
    const registry = fakeRegistry(sync.initial)
    registry.connected.add('metaMask')
    sync.sync(plans([announce('io.metamask')]), registry)
    expect(byId(registry, 'metaMask')?.type).toBe('walletConnect')

    registry.connected.clear()
    sync.sync(plans([announce('io.metamask')]), registry)
    expect(byId(registry, 'metaMask')?.type).toBe('injected')
  })

  it('one connector per unknown wallet: a re-announcement replaces it, a new wallet is added', () => {
    const sync = connectorSync(plans([announce('io.rabby', 'first')]))
    const registry = fakeRegistry(sync.initial)
    const first = byId(registry, 'io.rabby')

    sync.sync(plans([announce('io.rabby', 'second')]), registry)
    expect(registry.connectors().filter((c) => c.id === 'io.rabby')).toHaveLength(1)
    expect(byId(registry, 'io.rabby')).not.toBe(first)

    sync.sync(plans([announce('io.rabby', 'second'), announce('dev.other')]), registry)
    expect(registry.connectors().at(-1)?.id).toBe('dev.other')
  })
})
