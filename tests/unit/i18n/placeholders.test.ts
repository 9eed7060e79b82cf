import { describe, expect, it } from 'vitest'
import { en } from '../../../web/kit/i18n/en.ts'
import { enCalls } from '../../../web/kit/i18n/en-calls.ts'
import { enErrors } from '../../../web/kit/i18n/en-errors.ts'
import { enSafe } from '../../../web/kit/i18n/en-safe.ts'
import { enSetup } from '../../../web/kit/i18n/en-setup.ts'
import { enSignIn } from '../../../web/kit/i18n/en-signin.ts'
import { LOCALES } from '../../../web/kit/i18n/locales.ts'
import type { LocaleMessages, LocaleTexts, WalletMessages } from '../../../web/kit/i18n/messages.ts'
import { placeholderMismatches, placeholders } from './placeholders.ts'

/** The modules of one folder of locale files, by tag. */
const byTag = <T>(modules: Record<string, { default: T }>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/|\.ts$/g, ''), module.default]),
  )

const mainFiles = byTag(import.meta.glob<{ default: LocaleMessages }>('/web/kit/i18n/locales/*.ts', { eager: true }))
const walletFiles = byTag(
  import.meta.glob<{ default: WalletMessages }>('/web/kit/i18n/locales/wallets/*.ts', { eager: true }),
)
const english: LocaleTexts = {
  main: en,
  signIn: enSignIn,
  safe: enSafe,
  setup: enSetup,
  errors: enErrors,
  calls: enCalls,
}
const translated = Object.keys(LOCALES)
  .filter((tag) => tag !== 'en')
  .sort()

describe('placeholders match across locales (issue 15, deliverable 3)', () => {
  it('finds both files for every locale the switcher offers but en, and no other', () => {
    expect(Object.keys(mainFiles).sort()).toEqual(translated)
    expect(Object.keys(walletFiles).sort()).toEqual(translated)
  })

  it("every locale's texts have the placeholders of en's, in every part", () => {
    for (const tag of translated) {
      const messages: LocaleTexts = { ...mainFiles[tag]!, ...walletFiles[tag]! }
      for (const part of ['main', 'signIn', 'safe', 'setup', 'errors', 'calls'] as const) {
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
    const reference = {
      forBrowser: '{wallet} for {browser}',
      opening: 'Opening {wallet}...',
      plain: 'Close',
      ordered: '{a} then {b}',
    }
    const translation = {
      forBrowser: '{wallet} für Browser',
      opening: 'Öffne {walet}...',
      plain: 'Schließen {app}',
      ordered: '{b} nach {a}',
    }
    expect(placeholderMismatches(reference, translation)).toEqual(['forBrowser', 'opening', 'plain'])
  })
})
