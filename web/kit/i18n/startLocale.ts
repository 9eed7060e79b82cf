import { safeStorage } from '../lib/safe-storage.ts'
import { LOCALE_KEY } from './localeKey.ts'
import { isLocale, LOCALES, type Locale } from './locales.ts'
import { matchLocale } from './match.ts'
import { loadedLocale, localeState, rememberLocale, showLocale, type LocaleState } from './store.ts'

interface LocaleSources {
  /** A configured locale: the app speaks this and nothing else. */
  configured?: Locale
  /** The visitor's earlier choice, if any. */
  remembered?: string | null
  /** The browser's languages, most wanted first. */
  languages: readonly string[]
}

/** The newest request: a slow chunk that arrives after a later choice must not win. */
let requested: Locale = 'en'

/**
 * Loads a locale's chunk, then shows it: the previous texts stay on screen until the new ones are
 * here, so a switch never flashes English or empty labels.
 */
export async function setLocale(locale: Locale): Promise<void> {
  requested = locale
  const next = await loadLocale(locale)
  if (requested === locale && localeState().locale !== locale) showLocale(next)
}

/**
 * A locale with its texts, loaded once (then kept, see store.ts). A server awaits it for a
 * configuration's locale before rendering, so that the HTML is in that locale.
 */
export async function loadLocale(locale: Locale): Promise<LocaleState> {
  const known = loadedLocale(locale)
  if (known) return known
  const load = LOCALES[locale]
  const next = { locale, messages: load && (await load()) }
  rememberLocale(next)
  return next
}

/** Configuration first, then the visitor's choice, then the best match of the browser's languages. */
export function initialLocale({ configured, remembered, languages }: LocaleSources): Locale {
  if (configured) return configured
  if (remembered && isLocale(remembered)) return remembered
  return matchLocale(languages, Object.keys(LOCALES) as Locale[], 'en')
}

/**
 * Picks the first locale and loads it. The returned promise settles once its texts are here, so
 * the first render is in the visitor's language, never English then a switch.
 */
export function startLocale(configured: Locale | undefined, remembered: string | null): Promise<void> {
  return setLocale(initialLocale({ configured, remembered, languages: navigator.languages }))
}

/** The visitor picked a language on the page: show it and remember it. */
export function chooseLocale(locale: Locale): Promise<void> {
  safeStorage().setItem(LOCALE_KEY, locale)
  return setLocale(locale)
}
