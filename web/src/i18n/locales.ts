import type { LocaleMessages } from './messages.ts'

type Loader = () => Promise<{ default: LocaleMessages }>

/**
 * The locales the kit speaks, each with its translation as one lazy chunk; en has none because
 * its texts ship with the code that shows them. Only code that changes the language imports this
 * table (it names every chunk), so it stays out of an English first paint.
 */
export const LOCALES = {
  en: undefined,
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  it: () => import('./locales/it.ts'),
  tr: () => import('./locales/tr.ts'),
  ru: () => import('./locales/ru.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  ar: () => import('./locales/ar.ts'),
  hi: () => import('./locales/hi.ts'),
  id: () => import('./locales/id.ts'),
} as const satisfies Record<string, Loader | undefined>

export type Locale = keyof typeof LOCALES

export const isLocale = (tag: string): tag is Locale => Object.hasOwn(LOCALES, tag)
