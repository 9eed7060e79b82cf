import { useEffect, useState } from 'react'
import type { Locale } from './locales.ts'
import { loadedLocale, type LocaleState } from './store.ts'

/**
 * The texts of a provider's configured locale: at once when they are loaded (a server awaits
 * `loadLocale` first; the page loads them before its first render), else English until they are.
 * Null without a configured locale: the page's locale applies.
 */
export function useProviderLocale(locale: Locale | undefined): LocaleState | null {
  const [state, setState] = useState(() => (locale ? (loadedLocale(locale) ?? loadedLocale('en')!) : null))
  const current = locale ? (loadedLocale(locale) ?? state) : null
  useEffect(() => {
    if (!locale || loadedLocale(locale)) return
    let live = true
    void import('./startLocale.ts').then(({ loadLocale }) => loadLocale(locale)).then((next) => live && setState(next))
    return () => {
      live = false
    }
  }, [locale])
  return current
}
