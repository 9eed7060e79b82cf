import type { Connector } from 'wagmi'
import type { PreparedPairing } from './prepared.ts'

/**
 * What our WalletConnect connector (connector.ts) offers beyond wagmi's Connector, for the connect
 * modal: the QR warm-up, the phone's deep link and the connection hook. A type alias, not an
 * interface: wagmi's createConnector takes a connector's own properties as a Record.
 */
export type WalletConnectMethods = {
  /** The pairing proposed ahead of a tap or a click, on the connector's sign-client (prepared.ts). */
  preparedPairing(): Promise<PreparedPairing>
  /** Remembers that `uri` went to the wallet app by `link` (a phone): its requests then open the app. */
  openedByLink(uri: string, link: string): void
  /** Gives up the pairing under way, if any; with `release` (the default), the relay socket closes too. */
  cancelPairing(release?: boolean): void
}

/**
 * Whether `connector` is one of ours, with its WalletConnect methods: wagmi's own WalletConnect
 * connector, or any other, has none of them.
 */
export function hasWalletConnectMethods(
  connector: Connector | undefined,
): connector is Connector & WalletConnectMethods {
  const methods = connector as Partial<WalletConnectMethods> | undefined
  return (
    typeof methods?.preparedPairing === 'function' &&
    typeof methods.openedByLink === 'function' &&
    typeof methods.cancelPairing === 'function'
  )
}
