import type { CatalogueOf } from './en.ts'

/**
 * The texts of batched calls (useSendCalls, their rows in Recent Transactions, the demo's button)
 * and of the toasts that tell a transaction's outcome.
 * Only lazily loaded code uses them (the batching code, the account modal, and a page through the
 * `calls.ts` entry), so they stay out of the first paint.
 * Texts with counts are filled by fillCounts (plural blocks, the locale's digits).
 */
export const enCalls = {
  // The demo page's 'two calls at once' (web/app); the numbers are in the locale's digits.
  sendTwoCalls: 'Send two calls at once',
  sendTwoCallsHint: 'Two 0 {symbol} transfers to yourself, in one approval where your wallet allows it.',
  callsProgress: 'Confirm call {current} of {total} in your wallet…',
  callsSent: 'Calls sent',
  twoCallsLabel: 'Two calls at once',
  // Sent one by one, the wallet was refused or failed at call {index}; {sent} calls went through.
  callsRefused:
    'You refused call {index} of {total} in your wallet. {sent, one {# call went through before it.} other {# calls went through before it.}}',
  callsFailedAt:
    'Call {index} of {total} was not sent: {message}. {sent, one {# call went through before it.} other {# calls went through before it.}}',
  noCalls: 'There are no calls to send.',
  // A row of a bundle in Recent Transactions: its calls, each with its own status.
  callLabel: 'Call {index} of {total}',
  txPartial: 'Partly done',
  txUnknown: 'Status unknown',
  callNotSent: 'Not sent',
  // The toasts that tell when a tracked transaction or bundle lands or fails.
  toastsLabel: 'Transaction updates',
  toastDetails: 'Details',
  toastDismiss: 'Dismiss',
} as const

export type CallsCatalogue = CatalogueOf<typeof enCalls>
