import { injected, type CreateConnectorFn } from 'wagmi'
import type { EIP1193Provider } from 'viem'
import { providerWithFlag } from '../detect'
import type { AnnouncedWallet } from '../discovery'
import type { WalletDefinition } from '../types'
import { coinbaseSdkConnector } from './coinbase'
import { remembered } from './remembered'

/** The provider a wallet injected into this page, found by its EIP-6963 rdns or its flag. */
export function injectedProviderOf(wallet: WalletDefinition, announced: readonly AnnouncedWallet[]): EIP1193Provider | undefined {
  const rule = wallet.injected
  if (!rule) return undefined
  return announced.find((a) => a.info.rdns === rule.rdns)?.provider ?? (rule.flag ? providerWithFlag(rule.flag) : undefined)
}

/** An injected connector with the spec's shim-flag semantics. */
export function injectedConnector(id: string, name: string, icon: string, provider: EIP1193Provider | ((w?: Window) => EIP1193Provider | undefined)) {
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
        wallet.injected?.flag ? providerWithFlag(wallet.injected.flag) : (w as { ethereum?: EIP1193Provider } | undefined)?.ethereum,
      )
    case 'coinbase':
      return coinbaseSdkConnector(wallet, appName)
    case 'walletConnect':
    case 'safe':
      return kinds[wallet.kind]?.(wallet) ?? null
  }
}
