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
  signInButton: 'Sign message',

  // The error texts of docs/spec.md §2.3, shown as they are.
  errorPrepare: 'Error preparing message, please retry!',
  errorSign: 'Error signing message, please retry!',
  errorVerify: 'Error verifying signature, please retry!',
  errorUnexpected: 'Oops, something went wrong!',
} as const

/** A translation of `enSignIn`. */
export type SignInCatalogue = CatalogueOf<typeof enSignIn>
