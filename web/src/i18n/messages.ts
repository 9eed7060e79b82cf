import type { Catalogue } from './en'
import type { SafeCatalogue } from './en-safe'
import type { SignInCatalogue } from './en-signin'

/**
 * One locale's translation of every catalogue part. Each locale is one file under `locales/`
 * that default-exports this, so it loads as one lazy chunk; tsc rejects a missing or extra key.
 */
export interface LocaleMessages {
  readonly main: Catalogue
  readonly signIn: SignInCatalogue
  readonly safe: SafeCatalogue
}
