import { useSyncExternalStore } from 'react'
import { en, type Catalogue } from './en.ts'
import type { Locale } from './locales.ts'
import type { LocaleTexts } from './messages.ts'

/** The locale on screen and its texts; none for en, whose parts ship with the code showing them. */
export interface LocaleState {
  readonly locale: Locale
  readonly messages?: LocaleTexts
}

let state: LocaleState = { locale: 'en' }
const listeners = new Set<() => void>()

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
export const useLocaleState = (): LocaleState => useSyncExternalStore(subscribeLocale, localeState, localeState)

const mainOf = ({ messages }: LocaleState): Catalogue => messages?.main ?? en

/** The kit's main texts in the locale on screen. */
export const useMessages = (): Catalogue => mainOf(useLocaleState())

/** The main texts outside React, for text made at the moment of an action (an error, a statement). */
export const currentMessages = (): Catalogue => mainOf(state)

/** The locale on screen; it changes once a new locale's texts are here. */
export const useLocale = (): Locale => useLocaleState().locale
