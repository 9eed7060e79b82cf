import { createConnector, type CreateConnectorFn } from 'wagmi'
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet'
import type { WalletDefinition } from '../types.ts'
import { remembered } from './remembered.ts'

/**
 * Coinbase Wallet through its SDK (lazy: the SDK loads only when chosen or remembered). SDK v4
 * never reloads the page on disconnect (docs/spec.md §9.1). The connector keeps our wallet id so
 * the registry, Recent list and tests see `coinbase`.
 */
export function coinbaseSdkConnector(wallet: WalletDefinition, appName: string): CreateConnectorFn {
  const sdk = coinbaseWallet({ appName, appLogoUrl: null, preference: { options: 'all' } })
  const withOurId = createConnector((config) => ({
    ...sdk(config),
    id: wallet.id,
    name: wallet.name,
    icon: wallet.iconUrl,
  }))
  return remembered(withOurId, { lazy: true })
}
