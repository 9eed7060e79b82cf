/**
 * The locales the kit speaks, by tag: what VITE_LOCALE may name. Apart from locales.ts, whose table
 * names each locale's chunks, so checking the configuration (vite.config.ts, the server) does not
 * reach the translations. The table there must have exactly these keys, in this order.
 */
export const LOCALE_TAGS = [
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'tr',
  'ru',
  'ja',
  'ko',
  'zh-CN',
  'ar',
  'hi',
  'id',
  'ms',
  'th',
  'uk',
  'vi',
  'zh-TW',
  'zh-HK',
  'he',
  'fa',
  'pl',
  'nl',
] as const

export type Locale = (typeof LOCALE_TAGS)[number]

export const isLocale = (tag: string): tag is Locale => (LOCALE_TAGS as readonly string[]).includes(tag)
