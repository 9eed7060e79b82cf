import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../../web/kit/i18n/locales.ts'
import { matchLocale } from '../../../web/kit/i18n/match.ts'
import { initialLocale } from '../../../web/kit/i18n/startLocale.ts'

const TAGS = Object.keys(LOCALES) as Locale[]
const match = (...wanted: string[]) => matchLocale(wanted, TAGS, 'en')

describe('matchLocale: the visitor’s languages against ours', () => {
  it('takes an exact match, whatever the case or separator', () => {
    expect(match('de')).toBe('de')
    expect(match('PT-br')).toBe('pt-BR')
    expect(match('zh_CN')).toBe('zh-CN')
  })

  it('falls back from a region to the language', () => {
    expect(match('de-AT')).toBe('de')
    expect(match('es-419')).toBe('es')
    expect(match('pt-PT')).toBe('pt-BR')
    expect(match('pt')).toBe('pt-BR')
    expect(match('en-GB')).toBe('en')
  })

  it('keeps to the visitor’s order', () => {
    expect(match('fr-CA', 'de')).toBe('fr')
    expect(match('sv', 'de-CH', 'fr')).toBe('de')
  })

  it('reads Chinese in its own script: Taiwan and Hong Kong their Traditional, Macau Hong Kong’s', () => {
    expect(match('zh-TW')).toBe('zh-TW')
    expect(match('zh-HK')).toBe('zh-HK')
    expect(match('zh-MO')).toBe('zh-HK')
    expect(match('zh-Hant-HK')).toBe('zh-HK')
    expect(match('zh-Hant-MO')).toBe('zh-HK')
    expect(match('zh-Hant')).toBe('zh-TW')
    expect(match('zh-TW', 'ja')).toBe('zh-TW')
    expect(match('zh-SG')).toBe('zh-CN')
    expect(match('zh-Hans-HK')).toBe('zh-CN')
    expect(match('zh-Hans', 'ja')).toBe('zh-CN')
  })

  it('takes another script for a reader only when nothing closer is wanted', () => {
    const simplifiedOnly = (...wanted: string[]) => matchLocale(wanted, ['en', 'zh-CN', 'ja'], 'en')
    expect(simplifiedOnly('zh-TW')).toBe('zh-CN')
    expect(simplifiedOnly('zh-TW', 'ja')).toBe('ja')
    expect(simplifiedOnly('zh-TW', 'en-US')).toBe('en')
  })

  it('finds each of the ten languages added in issue 27 from its regional tags', () => {
    const regional = {
      'ms-MY': 'ms',
      'th-TH': 'th',
      'uk-UA': 'uk',
      'vi-VN': 'vi',
      'he-IL': 'he',
      'fa-IR': 'fa',
      'fa-AF': 'fa',
      'pl-PL': 'pl',
      'nl-BE': 'nl',
      nl: 'nl',
    }
    for (const [tag, locale] of Object.entries(regional)) expect(match(tag), tag).toBe(locale)
  })

  it('falls back to the default when nothing matches', () => {
    expect(match('sv-SE', 'da')).toBe('en')
    expect(match()).toBe('en')
    expect(match('*', '')).toBe('en')
  })
})

describe('initialLocale: configuration, then the remembered choice, then the browser', () => {
  it('speaks the configured locale whatever else', () => {
    expect(initialLocale({ configured: 'ja', remembered: 'de', languages: ['fr'] })).toBe('ja')
  })

  it('keeps the visitor’s earlier choice over the browser’s languages', () => {
    expect(initialLocale({ remembered: 'ar', languages: ['fr'] })).toBe('ar')
  })

  it('ignores a remembered value that is no locale of ours', () => {
    expect(initialLocale({ remembered: 'xx', languages: ['ko-KR'] })).toBe('ko')
    expect(initialLocale({ remembered: 'toString', languages: [] })).toBe('en')
  })
})
