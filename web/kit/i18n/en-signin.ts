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
  signInButton: 'Sign message',

  // The error texts of docs/spec.md §2.3, shown as they are.
  errorPrepare: 'Error preparing message, please retry!',
  errorSign: 'Error signing message, please retry!',
  errorVerify: 'Error verifying signature, please retry!',
  errorUnexpected: 'Oops, something went wrong!',
  // Beyond docs/spec.md §2.3's four: how long a Safe's owners may take is left open there.
  errorConfirmationsTimeout: "The Safe's owners did not confirm in time, please retry!",
} as const

/** A translation of `enSignIn`. */
export type SignInCatalogue = CatalogueOf<typeof enSignIn>
