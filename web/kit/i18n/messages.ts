import type { Catalogue } from './en.ts'
import type { CallsCatalogue } from './en-calls.ts'
import type { ErrorCatalogue } from './en-errors.ts'
import type { SafeCatalogue } from './en-safe.ts'
import type { SetupCatalogue } from './en-setup.ts'
import type { SignInCatalogue } from './en-signin.ts'

/**
 * One locale's translation of the main and sign-in catalogue parts. Each locale has one file under
 * `locales/` that default-exports this, so it loads as one lazy chunk; tsc rejects a missing or
 * extra key.
 */
export interface LocaleMessages {
  readonly main: Catalogue
  readonly signIn: SignInCatalogue
}

/**
 * One locale's texts about wallets beyond the first screens: their setup steps, their errors and
 * the Safe panel and batched calls, in `locales/wallets/`. A chunk of their own, fetched alongside the main one,
 * keeps each under its 3 KiB budget.
 */
export interface WalletMessages {
  readonly setup: SetupCatalogue
  readonly errors: ErrorCatalogue
  readonly safe: SafeCatalogue
  readonly calls: CallsCatalogue
}

/** Everything a locale says: what the store holds once both of its chunks are here. */
export type LocaleTexts = LocaleMessages & WalletMessages
