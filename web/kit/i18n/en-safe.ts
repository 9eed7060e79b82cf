import type { CatalogueOf } from './en.ts'

/**
 * The Safe panel's strings. Only the lazily loaded Safe mode uses them, so they live apart from
 * `en` and stay out of the first paint.
 */
export const enSafe = {
  safeLabel: 'Safe',
  // A plural block: its words agree with the count (fillCounts).
  safeThreshold: '{threshold} of {owners, one {# owner} other {# owners}}',
  safeInfoError: 'Could not load Safe information',
  // The texts of docs/spec.md §8.2 for a gateway body that is not JSON and a refused permission.
  safeInvalidResponse: 'Invalid response content',
  // The gateway did not answer by the request's deadline (gateway/request.ts).
  safeGatewayTimeout: 'The Safe service did not answer in time',
  safePermissionsRejected: 'Permissions rejected',
  safeOwners: 'Owners',
  safeVersion: 'Safe {version} ({state})',
  safeVersionUpToDate: 'up to date',
  safeVersionOutdated: 'update available',
  safeVersionUnknown: 'unknown version',
  safeQueue: '{count} queued, next nonce {next}',
  safeQueueLink: 'Open the transaction queue',

  safeBalances: 'Balances',
  safeCurrency: 'Currency',
  safeTotal: 'Total {amount}',

  safeMessages: 'Messages',
  safeMessageLabel: 'Message',
  safeMessageDefault: 'Hello from a Safe',
  safeSignMessage: 'Sign message',
  safeConfirmInSafe: 'Confirm in your Safe…',
  safeMessageStatus: '{status} ({submitted} of {required})',
  // The gateway's message statuses, NEEDS_CONFIRMATION and CONFIRMED.
  safeMessageNeedsConfirmation: 'Needs confirmation',
  safeMessageConfirmed: 'Confirmed',
  safeVerify: 'Verify on-chain',
  safeSignatureValid: 'Valid EIP-1271 signature ({result})',
  safeSignatureInvalid: 'Not a valid signature of this Safe',

  safeAddressBook: 'Address book',
  safeLoadAddressBook: 'Load address book',
  safeNoEntries: 'No entries',
  safeAddressBookEntry: '{name} ({address})',
} as const

/** A translation of `enSafe`. */
export type SafeCatalogue = CatalogueOf<typeof enSafe>
