import type { Catalogue } from './en'
import type { ErrorCatalogue } from './en-errors'
import type { SafeCatalogue } from './en-safe'
import type { SetupCatalogue } from './en-setup'
import type { SignInCatalogue } from './en-signin'

/**
 * One locale's translation of the main catalogue parts. Each locale is one file under `locales/`
 * that default-exports this, so it loads as one lazy chunk; tsc rejects a missing or extra key.
 */
export interface LocaleMessages {
  readonly main: Catalogue
  readonly signIn: SignInCatalogue
  readonly safe: SafeCatalogue
}

/**
 * One locale's texts about wallets: their setup steps and their errors, in `locales/wallets/`.
 * A chunk of their own, fetched alongside the main one, keeps each under its 3 KiB budget.
 */
export interface WalletMessages {
  readonly setup: SetupCatalogue
  readonly errors: ErrorCatalogue
}

/** Everything a locale says: what the store holds once both of its chunks are here. */
export type LocaleTexts = LocaleMessages & WalletMessages
