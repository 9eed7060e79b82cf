import { describe, expect, it } from 'vitest'
import { en } from '../../../web/src/i18n/en'
import { enSafe } from '../../../web/src/i18n/en-safe'
import { enSignIn } from '../../../web/src/i18n/en-signin'
import { LOCALES } from '../../../web/src/i18n/locales'
import type { LocaleMessages } from '../../../web/src/i18n/messages'
import { placeholderMismatches, placeholders } from './placeholders'

/** Every locale file, by its tag. */
const locales = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: LocaleMessages }>('/web/src/i18n/locales/*.ts', { eager: true })).map(([path, module]) => [
    path.replace(/^.*\/|\.ts$/g, ''),
    module.default,
  ]),
)
const english: LocaleMessages = { main: en, signIn: enSignIn, safe: enSafe }

describe('placeholders match across locales (issue 15, deliverable 3)', () => {
  it('finds a file for every locale the switcher offers but en, and no other', () => {
    expect(Object.keys(locales).sort()).toEqual(
      Object.keys(LOCALES)
        .filter((tag) => tag !== 'en')
        .sort(),
    )
  })

  it("every locale's texts have the placeholders of en's, in every part", () => {
    for (const [tag, messages] of Object.entries(locales)) {
      for (const part of ['main', 'signIn', 'safe'] as const) {
        expect(placeholderMismatches(english[part], messages[part]), `${tag} ${part}`).toEqual([])
      }
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
})
