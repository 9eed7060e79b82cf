import type { Connector, CreateConnectorFn } from 'wagmi'
import type { ConnectorPlan } from './index.ts'

/** What the sync needs of wagmi's config (its connector store is internal API). */
export interface ConnectorRegistry {
  connectors(): readonly Connector[]
  /** Ids of the connectors that hold a live connection now. */
  connectedIds(): ReadonlySet<string>
  setup(create: CreateConnectorFn): Connector
  setConnectors(connectors: Connector[]): void
}

/**
 * Keeps one connector per wallet, built on what the page offers now. Wallets announce late
 * (MetaMask at DOMContentLoaded or seconds later) and again after their extension reloads: a
 * connector made for the old state (a WalletConnect one, a dead provider) is replaced in place.
 * A connector with a live connection is left alone until it disconnects; sync again then.
 */
export function connectorSync(initialPlans: readonly ConnectorPlan[]) {
  const built = new Map<string, ConnectorPlan['basis']>()
  const initial = initialPlans.flatMap((plan) => {
    const create = plan.create()
    if (!create) return []
    built.set(plan.id, plan.basis)
    return [create]
  })

  function sync(plans: readonly ConnectorPlan[], registry: ConnectorRegistry): void {
    const current = registry.connectors()
    const connected = registry.connectedIds()
    const replaced = new Map<string, Connector>()
    const added: Connector[] = []
    for (const plan of plans) {
      if (built.get(plan.id) === plan.basis || connected.has(plan.id)) continue
      const create = plan.create()
      if (!create) continue
      built.set(plan.id, plan.basis)
      const connector = registry.setup(create)
      if (current.some((c) => c.id === plan.id)) replaced.set(plan.id, connector)
      else added.push(connector)
    }
    if (replaced.size > 0 || added.length > 0)
      registry.setConnectors([...current.map((c) => replaced.get(c.id) ?? c), ...added])
  }

  return { initial, sync }
}
