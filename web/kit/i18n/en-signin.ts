import type { CatalogueOf } from './en.ts'

/**
 * The sign-in step's strings. Only its lazily loaded dialog and the one-click sign-in use them,
 * so they live apart from `en` and stay out of the first paint.
 */
export const enSignIn = {
  signInTitle: 'Sign in to {app}',
  signInIntro:
    'To finish connecting, sign this message in your wallet. It proves you own this account and costs nothing.',
  messageToSign: 'Message to sign',
  preparingMessage: 'Preparing message…',
  waitingForSignature: 'Waiting for signature…',
  verifyingSignature: 'Verifying signature…',
  // A Safe whose other owners must confirm the message before the Safe's signature exists.
  awaitingConfirmations: "The Safe's owners must confirm this message in the Safe. Waiting for their confirmations…",
  // A Safe that signs on-chain: its owners confirm, then execute, a transaction that signs the message.
  awaitingTransaction:
    'The Safe signs this message on-chain: its owners must confirm and execute the transaction in the Safe. Waiting for them…',
  awaitingExecution: "The Safe's owners have confirmed. Waiting for the transaction to be executed…",
  // A plural block on the owners needed (fillCounts): 0 of 1 owner has, 1 of 2 owners have.
  ownersConfirmed: '{confirmed} of {required, one {# owner has confirmed} other {# owners have confirmed}}',
  signInButton: 'Sign message',

  // The error texts of docs/spec.md §2.3, shown as they are.
  errorPrepare: 'Error preparing message, please retry!',
  errorSign: 'Error signing message, please retry!',
  errorVerify: 'Error verifying signature, please retry!',
  errorUnexpected: 'Oops, something went wrong!',
  // Beyond docs/spec.md §2.3's four: how long a Safe's owners may take is left open there.
  errorConfirmationsTimeout: "The Safe's owners did not confirm in time, please retry!",
  errorTransactionCancelled: "The Safe's transaction was rejected or replaced, please retry!",
  errorTransactionFailed: "The Safe's transaction failed, please retry!",
} as const

/** A translation of `enSignIn`. */
export type SignInCatalogue = CatalogueOf<typeof enSignIn>
