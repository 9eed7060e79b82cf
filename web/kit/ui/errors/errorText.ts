import { SIGN_IN_ERRORS, type SignInError } from '../../auth/machine.ts'
import { fill } from '../../i18n/en.ts'
import type { ErrorCatalogue } from '../../i18n/en-errors.ts'
import type { SignInCatalogue } from '../../i18n/en-signin.ts'
import { walk } from '../../../shared/errors.ts'
import { CataloguedError, type CatalogueText } from '../../wallets/catalogued.ts'
import type { WalletError } from '../../wallets/errors.ts'
import { OneClickSignInError } from '../../wallets/walletConnect/authenticate/errors.ts'

/**
 * How the UI tells a wallet failure: a text of the error catalogue part (with its placeholders'
 * values), one of the sign-in step's texts, or words from outside the app (a wallet's, an SDK's,
 * the core's), which stay as they are.
 */
export type ErrorText = CatalogueText | { signIn: SignInError } | { outside: string }

/** An error the app tells in its own words: one with a catalogue text, or one-click sign-in's. */
const told = (e: unknown) =>
  (e instanceof CataloguedError && e.messageKey !== undefined) || e instanceof OneClickSignInError

/**
 * The text for a failure `toWalletError` made of a wallet action. A failure it could not name
 * ('other') is looked for in its cause chain, where the relay's and one-click sign-in's errors
 * travel: the first error there that the app tells in its own words gives the text.
 */
export function errorText(error: WalletError): ErrorText {
  const cause = walk(error, told)
  if (cause instanceof OneClickSignInError) return { signIn: SIGN_IN_ERRORS[cause.step] }
  if (cause instanceof CataloguedError) return { key: cause.messageKey!, values: cause.messageValues }
  return { outside: error.message }
}

/** CONNECT's words for a failure, in the locale on screen: the catalogue's, or the outside words quoted. */
export function connectErrorMessage(text: ErrorText, errors: ErrorCatalogue, signIn: SignInCatalogue): string {
  if ('key' in text) return fill(errors[text.key], text.values ?? {})
  if ('signIn' in text) return signIn[text.signIn]
  return fill(errors.connectionFailedWith, { message: text.outside })
}
