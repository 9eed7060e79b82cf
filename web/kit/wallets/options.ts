import type { Connector } from 'wagmi'
import { injectedProviderOf } from './connectors/index.ts'
import { hasInjectedProvider } from './detect.ts'
import type { AnnouncedWallet } from './discovery.ts'
import type { WalletDefinition, WalletOption } from './types.ts'

export interface WalletOptionsInput {
  definitions: readonly WalletDefinition[]
  /** The live wagmi connectors; a wallet without one is not offered. */
  connectors: readonly Connector[]
  announced: readonly AnnouncedWallet[]
  recentIds: readonly string[]
  /** A Safe host framing the page answered (web/kit/safe/detect.ts). */
  safeReady: boolean
}

/** A wallet announced through EIP-6963 that none of our definitions claims. */
function announcedDefinition(wallet: AnnouncedWallet): WalletDefinition {
  return {
    id: wallet.info.rdns,
    name: wallet.info.name,
    iconUrl: wallet.info.icon,
    iconBackground: '#ffffff',
    groupName: 'Popular',
    groupIndex: 0,
    kind: 'injected',
  }
}

/**
 * Every wallet the app can offer, with its connector and whether it can connect now. Pure: the
 * hook feeds it the page's state, tests feed it their own.
 */
export function walletOptions(input: WalletOptionsInput): WalletOption[] {
  const { definitions, connectors, announced, recentIds, safeReady } = input
  const claimed = new Set(definitions.map((d) => d.injected?.rdns).filter(Boolean))
  const unclaimed = announced.filter((a) => !claimed.has(a.info.rdns)).map(announcedDefinition)

  const options: WalletOption[] = []
  for (const definition of [...unclaimed, ...definitions]) {
    const connector = connectors.find((c) => c.id === definition.id)
    if (!connector) continue
    const injectedHere =
      definition.kind === 'injected' && !definition.injected
        ? false
        : Boolean(injectedProviderOf(definition, announced))
    // The connector decides how the wallet connects, not the announcements: one that announced
    // after its connector was made keeps that connector while it is connected (connectors/registry.ts).
    const viaInjected = connector.type === 'injected'
    const isAnnounced = unclaimed.includes(definition)
    const ready = isAnnounced || (viaInjected ? injectedHere : readyByKind(definition, safeReady))
    options.push({
      ...definition,
      kind: viaInjected ? 'injected' : definition.kind,
      ready,
      recent: recentIds.includes(definition.id),
      connector,
    })
  }

  // The generic browser wallet is only worth offering when no better-known wallet claims
  // window.ethereum: otherwise it would be the same wallet twice.
  const generic = options.find((o) => o.id === 'injected')
  if (generic)
    generic.ready = hasInjectedProvider() && !options.some((o) => o !== generic && o.ready && o.kind === 'injected')
  return options
}

function readyByKind(definition: WalletDefinition, safeReady: boolean): boolean {
  switch (definition.kind) {
    case 'walletConnect':
    case 'coinbase':
      return true
    case 'safe':
      return safeReady
    case 'injected':
      return false
  }
}
