import { safeStorage } from '../lib/safe-storage.ts'
import { LOCALE_KEY } from './localeKey.ts'
import type { Locale } from './locales.ts'

/**
 * Whether the first paint is English for sure, decided without the matching code: configured
 * English, a remembered English, or a browser that wants English first. Then nothing loads
 * before the first paint; anyone else gets `startLocale`'s full matching (which may still pick en).
 */
export function surelyEnglish(
  configured: Locale | undefined,
  remembered: string | null,
  languages: readonly string[],
): boolean {
  if (configured) return configured === 'en'
  if (remembered) return remembered === 'en'
  return /^en(-|$)/i.test(languages[0] ?? 'en')
}

/** Shows the page in its first language: at once for English, else once that language is here. */
export function withFirstLocale(configured: Locale | undefined, render: () => void): void {
  const remembered = safeStorage().getItem(LOCALE_KEY)
  if (surelyEnglish(configured, remembered, navigator.languages)) return render()
  // If the language cannot load, the page still comes up, in English.
  import('./startLocale.ts').then(({ startLocale }) => startLocale(configured, remembered)).then(render, render)
}
