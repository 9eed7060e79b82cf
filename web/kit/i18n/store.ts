import { createContext, useContext, useSyncExternalStore } from 'react'
import { en, type Catalogue } from './en.ts'
import type { Locale } from './locales.ts'
import type { LocaleTexts } from './messages.ts'

/** The locale on screen and its texts; none for en, whose parts ship with the code showing them. */
export interface LocaleState {
  readonly locale: Locale
  readonly messages?: LocaleTexts
}

const ENGLISH: LocaleState = { locale: 'en' }
let state: LocaleState = ENGLISH
const listeners = new Set<() => void>()

/**
 * Every locale's texts once loaded: translations, the same for every visitor, so a server keeps
 * them for all its renders and a provider with a configured locale renders in it at once.
 */
const loaded = new Map<Locale, LocaleState>([['en', ENGLISH]])

/** Keeps a locale's loaded texts (startLocale.ts). */
export function rememberLocale(next: LocaleState): void {
  loaded.set(next.locale, next)
}

/** A locale with its texts, if they are loaded. */
export const loadedLocale = (locale: Locale): LocaleState | undefined => loaded.get(locale)

/**
 * The locale of the nearest provider whose configuration names one; without it, the page's
 * (showLocale), which follows the visitor's languages and choice.
 */
export const ProviderLocaleContext = createContext<LocaleState | null>(null)

export const localeState = (): LocaleState => state

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows a locale everywhere at once (setLocale loads its texts first). */
export function showLocale(next: LocaleState): void {
  state = next
  for (const listener of listeners) listener()
}

// The same on the server: the build prerenders in the locale the browser then hydrates with.
export function useLocaleState(): LocaleState {
  const page = useSyncExternalStore(subscribeLocale, localeState, localeState)
  return useContext(ProviderLocaleContext) ?? page
}

const mainOf = ({ messages }: LocaleState): Catalogue => messages?.main ?? en

/** The kit's main texts in the locale on screen. */
export const useMessages = (): Catalogue => mainOf(useLocaleState())

/** The main texts outside React, for text made at the moment of an action (an error, a statement). */
export const currentMessages = (): Catalogue => mainOf(state)

/** The locale on screen; it changes once a new locale's texts are here. */
export const useLocale = (): Locale => useLocaleState().locale
