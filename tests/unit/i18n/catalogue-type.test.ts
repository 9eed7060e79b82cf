import { describe, expect, it } from 'vitest'
import { en, type Catalogue } from '../../../web/kit/i18n/en.ts'
import { enSafe, type SafeCatalogue } from '../../../web/kit/i18n/en-safe.ts'
import { enSignIn, type SignInCatalogue } from '../../../web/kit/i18n/en-signin.ts'

// These declarations are the test: `npx tsc --noEmit -p .` (npm test's type check) fails when a
// catalogue type stops rejecting a missing or an extra key, because the @ts-expect-error lines
// would then have nothing to expect.

const complete: Catalogue = { ...en, connectWallet: 'Wallet verbinden' }

// @ts-expect-error a locale that misses a key does not compile
const missing: SignInCatalogue = { signInTitle: 'Bei {app} anmelden' }

const extra: SafeCatalogue = {
  ...enSafe,
  // @ts-expect-error a locale that adds a key en does not have does not compile
  safeSubtitle: 'Tresor',
}

// @ts-expect-error every value is a string
const notText: SignInCatalogue = { ...enSignIn, errorPrepare: 42 }

describe('the typed catalogue (issue 15, deliverable 3)', () => {
  it('is en with other texts: the same keys, string values', () => {
    expect(Object.keys(complete)).toEqual(Object.keys(en))
    expect(complete.connectWallet).toBe('Wallet verbinden')
    expect(Object.keys(missing)).toEqual(['signInTitle'])
    expect(Object.keys(extra)).toContain('safeSubtitle')
    expect(notText.errorPrepare).toBe(42)
  })
})
