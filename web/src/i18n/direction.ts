import type { Locale } from './locales'

/** Arabic is our one right-to-left language. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')
