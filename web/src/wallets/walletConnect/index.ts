import type { CreateConnectorFn } from 'wagmi'
import type { WalletDefinition } from '../types'
import { walletConnectConnector } from './connector'

export { walletConnectConnector, type WalletConnectConnectorOptions } from './connector'
export { SwitchChainNotSupportedError, WalletConnectSessionError } from './errors'

/** The connector of a QR-based wallet: WalletConnect under the wallet's own id, name and icon. */
export function walletConnectFor(wallet: Pick<WalletDefinition, 'id' | 'name' | 'iconUrl'>): CreateConnectorFn {
  return walletConnectConnector({ id: wallet.id, name: wallet.name, icon: wallet.iconUrl })
}
