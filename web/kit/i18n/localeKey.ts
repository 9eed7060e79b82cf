/** Where the visitor's own choice of language is remembered. */
export const LOCALE_KEY = 'kit.locale'
