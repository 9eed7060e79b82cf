import { safeStorage } from '../lib/safe-storage.ts'
import { LOCALE_PENDING_ATTRIBUTE } from '../../shared/firstView/keys.ts'
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

/**
 * Shows the page in its first language. Without prerendered HTML: at once for English, else once
 * that language is here. With it (`prerendered`), the first render must be the HTML's, which is in
 * the configured locale (else English): a configured locale is loaded before `render`, any other
 * language is switched to right after it, while the boot script keeps the texts hidden
 * (LOCALE_PENDING_ATTRIBUTE, web/kit/firstView/boot.ts).
 */
export function withFirstLocale(configured: Locale | undefined, render: () => void, prerendered = false): void {
  const remembered = safeStorage().getItem(LOCALE_KEY)
  if (surelyEnglish(configured, remembered, navigator.languages)) return render()
  // If the language cannot load, the page still comes up, in English.
  const start = () => import('./startLocale.ts').then(({ startLocale }) => startLocale(configured, remembered))
  if (!prerendered || configured) return void start().then(render, render)
  render()
  void start().finally(() => {
    localeSettled = true
    revealTexts()
  })
}

let localeSettled = false
let hydrated = false

/** The texts are shown once both the first language is decided and the page hydrated (else React
 * may still be painting the prerendered English). */
function revealTexts(): void {
  if (localeSettled && hydrated) document.documentElement.removeAttribute(LOCALE_PENDING_ATTRIBUTE)
}

/** Called by the page in the first layout effect after hydration. */
export function firstViewHydrated(): void {
  hydrated = true
  revealTexts()
}
