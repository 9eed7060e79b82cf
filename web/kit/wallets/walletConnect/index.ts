export { walletConnectConnector, type WalletConnectConnectorOptions } from './connector.ts'
export { SwitchChainNotSupportedError, WalletConnectSessionError } from './errors.ts'
