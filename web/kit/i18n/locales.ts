import type { Locale } from '../../shared/i18n/localeTags.ts'
import type { LocaleMessages, LocaleTexts, WalletMessages } from './messages.ts'

export { isLocale, type Locale } from '../../shared/i18n/localeTags.ts'

type Loader = () => Promise<LocaleTexts>

/** A locale's two chunks, fetched side by side, as one. */
const both = (
  main: Promise<{ default: LocaleMessages }>,
  wallets: Promise<{ default: WalletMessages }>,
): Promise<LocaleTexts> => Promise.all([main, wallets]).then(([m, w]) => ({ ...m.default, ...w.default }))

/**
 * The locales the kit speaks, each with its translation as two lazy chunks; en has none because
 * its texts ship with the code that shows them. Only code that changes the language imports this
 * table (it names every chunk), so it stays out of an English first paint.
 */
export const LOCALES = {
  en: undefined,
  es: () => both(import('./locales/es.ts'), import('./locales/wallets/es.ts')),
  fr: () => both(import('./locales/fr.ts'), import('./locales/wallets/fr.ts')),
  de: () => both(import('./locales/de.ts'), import('./locales/wallets/de.ts')),
  'pt-BR': () => both(import('./locales/pt-BR.ts'), import('./locales/wallets/pt-BR.ts')),
  it: () => both(import('./locales/it.ts'), import('./locales/wallets/it.ts')),
  tr: () => both(import('./locales/tr.ts'), import('./locales/wallets/tr.ts')),
  ru: () => both(import('./locales/ru.ts'), import('./locales/wallets/ru.ts')),
  ja: () => both(import('./locales/ja.ts'), import('./locales/wallets/ja.ts')),
  ko: () => both(import('./locales/ko.ts'), import('./locales/wallets/ko.ts')),
  'zh-CN': () => both(import('./locales/zh-CN.ts'), import('./locales/wallets/zh-CN.ts')),
  ar: () => both(import('./locales/ar.ts'), import('./locales/wallets/ar.ts')),
  hi: () => both(import('./locales/hi.ts'), import('./locales/wallets/hi.ts')),
  id: () => both(import('./locales/id.ts'), import('./locales/wallets/id.ts')),
  ms: () => both(import('./locales/ms.ts'), import('./locales/wallets/ms.ts')),
  th: () => both(import('./locales/th.ts'), import('./locales/wallets/th.ts')),
  uk: () => both(import('./locales/uk.ts'), import('./locales/wallets/uk.ts')),
  vi: () => both(import('./locales/vi.ts'), import('./locales/wallets/vi.ts')),
  'zh-TW': () => both(import('./locales/zh-TW.ts'), import('./locales/wallets/zh-TW.ts')),
  'zh-HK': () => both(import('./locales/zh-HK.ts'), import('./locales/wallets/zh-HK.ts')),
  he: () => both(import('./locales/he.ts'), import('./locales/wallets/he.ts')),
  fa: () => both(import('./locales/fa.ts'), import('./locales/wallets/fa.ts')),
  pl: () => both(import('./locales/pl.ts'), import('./locales/wallets/pl.ts')),
  nl: () => both(import('./locales/nl.ts'), import('./locales/wallets/nl.ts')),
} as const satisfies Record<Locale, Loader | undefined>
