import { injected, type CreateConnectorFn } from 'wagmi'
import type { EIP1193Provider } from 'viem'
import { providerWithFlag } from '../detect.ts'
import type { AnnouncedWallet } from '../discovery.ts'
import type { WalletDefinition, WalletKind } from '../types.ts'
import { coinbaseSdkConnector } from './coinbase.ts'
import { remembered } from './remembered.ts'

/** The provider a wallet injected into this page, found by its EIP-6963 rdns or its flag. */
export function injectedProviderOf(
  wallet: WalletDefinition,
  announced: readonly AnnouncedWallet[],
): EIP1193Provider | undefined {
  const rule = wallet.injected
  if (!rule) return undefined
  return (
    announced.find((a) => a.info.rdns === rule.rdns)?.provider ?? (rule.flag ? providerWithFlag(rule.flag) : undefined)
  )
}

/** An injected connector with the spec's shim-flag semantics. */
export function injectedConnector(
  id: string,
  name: string,
  icon: string,
  provider: EIP1193Provider | ((w?: Window) => EIP1193Provider | undefined),
) {
  return remembered(injected({ shimDisconnect: false, target: { id, name, icon, provider: provider as never } }))
}

/** A wallet announced through EIP-6963 that we have no definition for. */
export function announcedConnector(wallet: AnnouncedWallet): CreateConnectorFn {
  return injectedConnector(wallet.info.rdns, wallet.info.name, wallet.info.icon, wallet.provider)
}

/** Makes connectors for the non-injected kinds; filled in as each kind's connector exists. */
export type KindConnectors = Partial<Record<'walletConnect' | 'safe', (wallet: WalletDefinition) => CreateConnectorFn>>

/**
 * The connector for one wallet: its injected provider when present, else its own kind's
 * connector. Returns null for a kind with no connector yet.
 */
export function walletConnector(
  wallet: WalletDefinition,
  announced: readonly AnnouncedWallet[],
  kinds: KindConnectors,
  appName: string,
): CreateConnectorFn | null {
  const provider = injectedProviderOf(wallet, announced)
  if (provider) return injectedConnector(wallet.id, wallet.name, wallet.iconUrl, provider)
  switch (wallet.kind) {
    case 'injected':
      return injectedConnector(wallet.id, wallet.name, wallet.iconUrl, (w) =>
        wallet.injected?.flag
          ? providerWithFlag(wallet.injected.flag)
          : (w as { ethereum?: EIP1193Provider } | undefined)?.ethereum,
      )
    case 'coinbase':
      return coinbaseSdkConnector(wallet, appName)
    case 'walletConnect':
    case 'safe':
      return kinds[wallet.kind]?.(wallet) ?? null
  }
}

/**
 * How one wallet's connector is made, and from what: an injected provider, or the wallet's own
 * kind. The same basis makes the same connector, so a connector is rebuilt only when its basis
 * changes (see registry.ts).
 */
export interface ConnectorPlan {
  id: string
  basis: EIP1193Provider | WalletKind
  create: () => CreateConnectorFn | null
}

/**
 * A plan per wallet: first the announced wallets none of our definitions claims (one per rdns,
 * see discovery.ts), then every definition, through its injected provider when present.
 */
export function connectorPlans(
  definitions: readonly WalletDefinition[],
  announced: readonly AnnouncedWallet[],
  kinds: KindConnectors,
  appName: string,
): ConnectorPlan[] {
  const claimed = new Set(definitions.map((d) => d.injected?.rdns).filter(Boolean))
  const unclaimed = announced
    .filter((a) => !claimed.has(a.info.rdns))
    .map((a): ConnectorPlan => ({ id: a.info.rdns, basis: a.provider, create: () => announcedConnector(a) }))
  const known = definitions.map((wallet): ConnectorPlan => ({
    id: wallet.id,
    basis: injectedProviderOf(wallet, announced) ?? wallet.kind,
    create: () => walletConnector(wallet, announced, kinds, appName),
  }))
  return [...unclaimed, ...known]
}
