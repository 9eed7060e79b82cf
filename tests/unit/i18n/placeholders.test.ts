import { describe, expect, it } from 'vitest'
import { catalogueModules, placeholderMismatches, placeholders } from './placeholders'

/** Every catalogue file: en's parts and each locale's translations of them. */
const catalogues = catalogueModules(import.meta.glob<Record<string, unknown>>('/web/src/i18n/*.ts', { eager: true }))

describe('placeholders match across locales (issue 15, deliverable 3)', () => {
  it("finds en's three catalogue parts", () => {
    expect(catalogues.filter((catalogue) => catalogue.locale === 'en').map((catalogue) => catalogue.part)).toEqual(
      expect.arrayContaining(['', '-signin', '-safe']),
    )
  })

  it("every locale's texts have the placeholders of en's", () => {
    for (const catalogue of catalogues.filter((catalogue) => catalogue.locale !== 'en')) {
      const reference = catalogues.find((candidate) => candidate.locale === 'en' && candidate.part === catalogue.part)
      expect(reference, `${catalogue.locale}${catalogue.part}.ts translates no en catalogue part`).toBeDefined()
      expect(placeholderMismatches(reference!.texts, catalogue.texts), `${catalogue.locale}${catalogue.part}.ts`).toEqual([])
    }
  })

  it('reads the placeholders of a text', () => {
    expect(placeholders('{wallet} for {browser}')).toEqual(['browser', 'wallet'])
    expect(placeholders('Get {wallet}, {wallet}!')).toEqual(['wallet'])
    expect(placeholders('No placeholder')).toEqual([])
  })

  it('reports a translation that drops, renames or adds a placeholder, not one that reorders them', () => {
    const reference = { forBrowser: '{wallet} for {browser}', opening: 'Opening {wallet}...', plain: 'Close', ordered: '{a} then {b}' }
    const translation = { forBrowser: '{wallet} für Browser', opening: 'Öffne {walet}...', plain: 'Schließen {app}', ordered: '{b} nach {a}' }
    expect(placeholderMismatches(reference, translation)).toEqual(['forBrowser', 'opening', 'plain'])
  })

  it('tells catalogue files apart by locale and part', () => {
    const texts = { close: 'Close' }
    const found = catalogueModules({
      '/web/src/i18n/en.ts': { en: texts, fill: () => '' },
      '/web/src/i18n/pt-BR-safe.ts': { ptBRSafe: texts },
      '/web/src/i18n/de-signin.ts': { deSignIn: texts },
    })
    expect(found.map(({ locale, part }) => [locale, part])).toEqual([
      ['en', ''],
      ['pt-BR', '-safe'],
      ['de', '-signin'],
    ])
  })
})
