import type { CreateConnectorFn } from 'wagmi'
import type { WalletDefinition } from '../types.ts'
import { walletConnectConnector } from './connector.ts'

export { walletConnectConnector, type WalletConnectConnectorOptions } from './connector.ts'
export { SwitchChainNotSupportedError, WalletConnectSessionError } from './errors.ts'

/** The connector of a QR-based wallet: WalletConnect under the wallet's own id, name and icon. */
export function walletConnectFor(wallet: Pick<WalletDefinition, 'id' | 'name' | 'iconUrl'>): CreateConnectorFn {
  return walletConnectConnector({ id: wallet.id, name: wallet.name, icon: wallet.iconUrl })
}
