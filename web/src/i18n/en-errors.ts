import type { CatalogueOf } from './en'

/**
 * The texts of wallet failures as the UI shows them; `ui/errors/errorText.ts` picks one per error
 * class. The English texts are the errors' own messages, which docs/spec.md §8.1 quotes, so English
 * reads exactly as before. Only lazily loaded code shows them (the connect modal, the demo panel,
 * the Safe panel), so they stay out of the first paint.
 */
export const enErrors = {
  connectorNotFound: 'Connector not found',
  chainNotConfigured: 'Chain "{id}" not configured for connector "{connector}".',
  noChains: 'No chains found on connector.',
  chainNotFound: 'chain not found on connector.',
  providerRequired: 'provider is required.',
  rejected: 'User rejected the request.',
  pending: 'A request is already pending in your wallet. Open your wallet to continue.',
  switchUnsupported: 'Your wallet does not support switching networks.',
  switchFailed: 'Failed to switch network.',

  // WalletConnect's relay and session.
  relayUnreachable: 'Could not reach WalletConnect. Check your connection and try again.',
  relayUnauthorized: "WalletConnect refused this app's project ID.",
  relayMissingProjectId: 'WalletConnect is not set up: the project ID is missing (VITE_WC_PROJECT_ID).',
  noSession: 'No WalletConnect session.',
  pairingExpired: 'This connection request expired. Try again.',
  requestExpired: 'The request expired before your wallet answered. Try again.',

  /**
   * A failed connect in words from outside the app (a wallet's, an SDK's, the core's; English, or
   * whatever the wallet speaks): English shows them as they are, as the spec's texts are; other
   * languages say in their words that the connection failed, then quote them.
   */
  connectionFailedWith: '{message}',
} as const

export type ErrorKey = keyof typeof enErrors

/** A translation of `enErrors`. */
export type ErrorCatalogue = CatalogueOf<typeof enErrors>
