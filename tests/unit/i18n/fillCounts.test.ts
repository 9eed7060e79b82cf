import { describe, expect, it } from 'vitest'
import { enSafe } from '../../../web/kit/i18n/en-safe.ts'
import { fillCounts } from '../../../web/kit/i18n/fillCounts.ts'
import { LOCALES } from '../../../web/kit/i18n/locales.ts'
import { enSignIn } from '../../../web/kit/i18n/en-signin.ts'
import type { LocaleMessages, WalletMessages } from '../../../web/kit/i18n/messages.ts'

const walletFiles = import.meta.glob<{ default: WalletMessages }>('/web/kit/i18n/locales/wallets/*.ts', { eager: true })
const mainFiles = import.meta.glob<{ default: LocaleMessages }>('/web/kit/i18n/locales/*.ts', { eager: true })
const tagOf = (path: string) => path.replace(/^.*\/|\.ts$/g, '')
const mainFile = (tag: string) => mainFiles[`/web/kit/i18n/locales/${tag}.ts`]!.default

/** Every plural block of a text: its count's name and the categories it gives a form for. */
function pluralBlocks(text: string): { name: string; categories: string[] }[] {
  return [...text.matchAll(/\{(\w+),((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g)].map(([, name, forms]) => ({
    name: name!,
    categories: [...forms!.matchAll(/(\w+)\s*\{/g)].map((match) => match[1]!).sort(),
  }))
}

describe('fillCounts: numbers in the locale’s digits, nouns agreeing with them (issue 27)', () => {
  it('English: 1 owner, 3 owners', () => {
    expect(fillCounts(enSafe.safeThreshold, { threshold: 1, owners: 1 }, 'en')).toBe('1 of 1 owner')
    expect(fillCounts(enSafe.safeThreshold, { threshold: 2, owners: 3 }, 'en')).toBe('2 of 3 owners')
  })

  it('Russian, Polish and Ukrainian take the form their rules choose: one, few, many', () => {
    const ru = walletFiles['/web/kit/i18n/locales/wallets/ru.ts']!.default.safe.safeThreshold
    expect(fillCounts(ru, { threshold: 1, owners: 1 }, 'ru')).toBe('1 из 1 владельца')
    expect(fillCounts(ru, { threshold: 2, owners: 3 }, 'ru')).toBe('2 из 3 владельцев')
    expect(fillCounts(ru, { threshold: 2, owners: 21 }, 'ru')).toBe('2 из 21 владельца')
    const pl = walletFiles['/web/kit/i18n/locales/wallets/pl.ts']!.default.safe.safeThreshold
    expect(fillCounts(pl, { threshold: 1, owners: 1 }, 'pl')).toBe('1 z 1 właściciela')
    expect(fillCounts(pl, { threshold: 3, owners: 5 }, 'pl')).toBe('3 z 5 właścicieli')
  })

  it('Arabic has six forms, Hebrew a dual', () => {
    const ar = walletFiles['/web/kit/i18n/locales/wallets/ar.ts']!.default.safe.safeThreshold
    expect(fillCounts(ar, { threshold: 2, owners: 2 }, 'ar')).toBe('2 من 2 مالكَين')
    expect(fillCounts(ar, { threshold: 2, owners: 3 }, 'ar')).toBe('2 من 3 مالكين')
    expect(fillCounts(ar, { threshold: 2, owners: 11 }, 'ar')).toBe('2 من 11 مالكًا')
    const he = walletFiles['/web/kit/i18n/locales/wallets/he.ts']!.default.safe.safeThreshold
    expect(fillCounts(he, { threshold: 1, owners: 2 }, 'he')).toBe('1 מתוך שני בעלים')
    expect(fillCounts(he, { threshold: 2, owners: 3 }, 'he')).toBe('2 מתוך 3 בעלים')
  })

  it('Persian writes its own digits; a nonce is never grouped', () => {
    const fa = walletFiles['/web/kit/i18n/locales/wallets/fa.ts']!.default.safe
    expect(fillCounts(fa.safeThreshold, { threshold: 2, owners: 3 }, 'fa')).toBe('۲ از ۳ مالک')
    expect(fillCounts(fa.safeQueue, { count: 0, next: 1234 }, 'fa')).toBe('۰ در صف، nonce بعدی ۱۲۳۴')
    expect(fillCounts(enSafe.safeQueue, { count: 1, next: 1234 }, 'en')).toBe('1 queued, next nonce 1234')
  })

  it('leaves text values as they are and a block whose count is missing untouched', () => {
    expect(fillCounts(enSafe.safeMessageStatus, { status: 'Confirmed', submitted: 2, required: 2 }, 'en')).toBe(
      'Confirmed (2 of 2)',
    )
    expect(fillCounts('{n, one {# item} other {# items}}', {}, 'en')).toBe('{n, one {# item} other {# items}}')
  })

  it('the Safe owners’ progress in the sign-in step: 0 of 1 owner, 1 of 2 owners; 1 из 2 владельцев', () => {
    expect(fillCounts(enSignIn.ownersConfirmed, { confirmed: 0, required: 1 }, 'en')).toBe('0 of 1 owner has confirmed')
    expect(fillCounts(enSignIn.ownersConfirmed, { confirmed: 1, required: 2 }, 'en')).toBe(
      '1 of 2 owners have confirmed',
    )
    const { ru, de } = { ru: mainFile('ru').signIn.ownersConfirmed, de: mainFile('de').signIn.ownersConfirmed }
    expect(fillCounts(ru, { confirmed: 1, required: 2 }, 'ru')).toBe('Подтвердили 1 из 2 владельцев')
    expect(fillCounts(de, { confirmed: 0, required: 1 }, 'de')).toBe('Bestätigt: 0 von 1 Eigentümer')
    expect(fillCounts(de, { confirmed: 1, required: 2 }, 'de')).toBe('Bestätigt: 1 von 2 Eigentümern')
  })

  it('every plural block of the sign-in texts gives a form for each category of its language', () => {
    const files = {
      en: { signIn: enSignIn },
      ...Object.fromEntries(Object.entries(mainFiles).map(([path, file]) => [tagOf(path), file.default])),
    }
    expect(Object.keys(files).sort()).toEqual(Object.keys(LOCALES).sort())
    let blocks = 0
    for (const [tag, file] of Object.entries(files)) {
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
      for (const [key, text] of Object.entries(file.signIn)) {
        for (const block of pluralBlocks(text)) {
          blocks++
          expect(block.categories, `${tag} ${key} {${block.name}}`).toEqual(categories)
        }
      }
    }
    expect(blocks).toBeGreaterThan(10)
  })

  it('every plural block of every locale gives a form for each category its language has', () => {
    const files = {
      en: { safe: enSafe },
      ...Object.fromEntries(Object.entries(walletFiles).map(([path, file]) => [tagOf(path), file.default])),
    }
    expect(Object.keys(files).sort()).toEqual(Object.keys(LOCALES).sort())
    let blocks = 0
    for (const [tag, file] of Object.entries(files)) {
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort()
      for (const [key, text] of Object.entries(file.safe)) {
        for (const block of pluralBlocks(text)) {
          blocks++
          expect(block.categories, `${tag} ${key} {${block.name}}`).toEqual(categories)
        }
      }
    }
    expect(blocks).toBeGreaterThan(10)
  })
})
