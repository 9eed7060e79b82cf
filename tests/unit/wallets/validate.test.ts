import { describe, expect, it } from 'vitest'
import { WALLETS } from '../../../web/kit/wallets/definitions/index.ts'
import { validateWallets, WalletConfigError } from '../../../web/kit/wallets/validate.ts'
import type { WalletDefinition } from '../../../web/kit/wallets/types.ts'

const base: WalletDefinition = {
  id: 'x',
  name: 'X',
  iconUrl: '',
  iconBackground: '#fff',
  groupName: 'Other',
  groupIndex: 2,
  kind: 'walletConnect',
}

describe('validateWallets', () => {
  it('accepts the bundled definitions', () => {
    expect(() => validateWallets(WALLETS)).not.toThrow()
  })

  it('defines the ten wallets of the spec, Popular then Other', () => {
    expect(WALLETS.map((w) => `${w.groupName}:${w.id}`)).toEqual([
      'Popular:injected',
      'Popular:safe',
      'Popular:rainbow',
      'Popular:coinbase',
      'Popular:metaMask',
      'Popular:walletConnect',
      'Popular:brave',
      'Other:argent',
      'Other:trust',
      'Other:ledger',
    ])
  })

  it.each(['#abc', '#A1B2C3'])('accepts the accent %s', (accent) => {
    expect(() => validateWallets([{ ...base, iconAccent: accent }])).not.toThrow()
  })

  it.each(['red', '#abcd', 'abc', '#12345g', ''])('rejects the accent "%s", naming the wallet', (accent) => {
    const attempt = () => validateWallets([{ ...base, id: 'brokenWallet', iconAccent: accent }])
    expect(attempt).toThrow(WalletConfigError)
    expect(attempt).toThrow(`Wallet "brokenWallet": iconAccent must be a hex colour (#rgb or #rrggbb), got "${accent}"`)
  })

  it('rejects a duplicated id', () => {
    expect(() => validateWallets([base, base])).toThrow('Wallet "x": the id is used twice')
  })

  it('gives WalletConnect wallets their universal link (or scheme) with the encoded URI', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const query = `/wc?uri=${encodeURIComponent(uri)}`
    const byId = Object.fromEntries(WALLETS.map((w) => [w.id, w]))
    expect(byId.rainbow.mobile?.getUri?.(uri)).toBe(`https://rnbwapp.com${query}`)
    expect(byId.metaMask.mobile?.getUri?.(uri)).toBe(`https://metamask.app.link${query}`)
    expect(byId.trust.mobile?.getUri?.(uri)).toBe(`https://link.trustwallet.com${query}`)
    expect(byId.argent.mobile?.getUri?.(uri)).toBe(`https://argent.link/app${query}`)
    expect(byId.ledger.mobile?.getUri?.(uri)).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
    expect(byId.ledger.desktop?.getUri?.(uri)).toBe(`ledgerlive://wc?uri=${encodeURIComponent(uri)}`)
  })
})
