import { describe, expect, it } from 'vitest'
import { findLiterals, scan } from './literals.ts'

/** Where the kit's visible text is written: all of it must come from web/kit/i18n. */
const FOLDERS = [
  'web/app/Analytics',
  'web/app/Appearance',
  'web/app/DemoPanel',
  'web/app/LanguageSelect',
  'web/kit/ui',
  'web/kit/auth',
  'web/kit/wallets/walletConnect/authenticate',
  'web/kit/wallets/definitions',
]

/** Literal text that may stay, each with why no visitor reads it as the kit's text. */
const ALLOWED: { file: string; text: string; reason: string }[] = [
  {
    file: 'web/kit/wallets/walletConnect/authenticate/index.ts',
    text: 'User disconnected.',
    reason: "the WalletConnect protocol's disconnect reason, read by the wallet's software",
  },
  ...['The CACAO does not answer the request', 'No address in', 'No CACAO for chain'].map((text) => ({
    file: 'web/kit/wallets/walletConnect/authenticate/proof.ts',
    text,
    reason: 'the cause of a OneClickSignInError, for developers: the visitor sees the catalogued sign-in error',
  })),
  {
    file: 'web/kit/auth/statement.ts',
    text: 'Sign in to  .',
    reason: "the EIP-4361 statement: the standard's grammar allows only ASCII there, so it is English in every locale",
  },
  ...[
    'brave.ts:Brave Wallet',
    'coinbase.ts:Coinbase Wallet',
    'injected.ts:Browser Wallet',
    'ledger.ts:Ledger Live',
    'trust.ts:Trust Wallet',
  ].map((entry) => ({
    file: `web/kit/wallets/definitions/${entry.split(':')[0]}`,
    text: entry.split(':')[1]!,
    reason: "a wallet's name, the same in every locale",
  })),
  ...['Bahasa Indonesia', 'Bahasa Melayu', 'Tiếng Việt'].map((text) => ({
    file: 'web/app/LanguageSelect/LanguageSelect.tsx',
    text,
    reason: "a language's name in itself, as every language picker lists it, the same in every locale",
  })),
]

describe('every user-visible string comes from the catalogue (issue 15, deliverable 0)', () => {
  it('finds no literal text in the kit outside web/kit/i18n', () => {
    const found = scan(process.cwd(), FOLDERS).filter(
      (literal) => !ALLOWED.some((allowed) => allowed.file === literal.file && allowed.text === literal.text),
    )
    expect(
      found.map((literal) => `${literal.file}:${literal.line} (${literal.why}) ${JSON.stringify(literal.text)}`),
    ).toEqual([])
  })

  it('every allowlist entry still matches something, so none outlives its reason', () => {
    const found = scan(process.cwd(), FOLDERS)
    for (const allowed of ALLOWED)
      expect(
        found.some((literal) => literal.file === allowed.file && literal.text === allowed.text),
        allowed.text,
      ).toBe(true)
  })
})

describe('the literal finder', () => {
  const texts = (source: string) => findLiterals('fixture.tsx', source).map((literal) => [literal.why, literal.text])

  it('finds JSX text, visible attributes and rendered strings', () => {
    const source = `
      const title = 'Sign in to the app'
      export const A = ({ ok }: { ok: boolean }) => (
        <section aria-label="Balances" title={ok ? 'Ready' : undefined}>
          <img alt={\`Logo of \${name}\`} />
          <p>Hello</p>
          {ok && 'Confirmed'}
          {ok ? 'Yes' : null}
        </section>
      )`
    expect(texts(source)).toEqual([
      ['prose', 'Sign in to the app'],
      ['attribute', 'Balances'],
      ['attribute', 'Ready'],
      ['attribute', 'Logo of'],
      ['jsx text', 'Hello'],
      ['rendered expression', 'Confirmed'],
      ['rendered expression', 'Yes'],
    ])
  })

  it('leaves alone what no visitor reads', () => {
    const source = `
      import { x } from './some module'
      const ONE = 'single'
      export const B = ({ step }: { step: string }) => (
        <div className="kit-button kit-button--primary" data-testid="the test id" aria-label={en.close} title={fill(en.opening, { wallet: 'x' })}>
          {step === 'not installed' && <p>{en.retry}</p>}
          {' '}
          {' · '}
        </div>
      )
      throw new TypeError('a developer reads this')
      console.warn('and this too')
      const query = '(prefers-color-scheme: dark)'
      const path = 'M 1 1 h 2 v 2 h -2 z'`
    expect(texts(source)).toEqual([])
  })
})
