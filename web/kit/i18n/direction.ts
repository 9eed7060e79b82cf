import type { Locale } from './locales.ts'

/** The languages we speak that are written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set<Locale>(['ar', 'he', 'fa'])

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr')
