import type { CatalogueOf } from './en.ts'

/**
 * The texts of wallet failures as the UI shows them, and the one place their English words are
 * written: each error class names its text by key (`CataloguedError`, `wallets/catalogued.ts`)
 * and takes its English `message` from here; `ui/errors/errorText.ts` finds the key in a failure's
 * cause chain. docs/spec.md §8.1 quotes the English texts. A new error is its class with its key, its
 * text here and one in each `locales/wallets/` file: tsc names any locale that lacks it. The
 * WalletConnect connector's errors take their messages from here, so this part loads with the
 * first paint (0.4 KiB gzip).
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
