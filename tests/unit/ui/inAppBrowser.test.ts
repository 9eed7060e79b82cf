import { describe, expect, it } from 'vitest'
import { inAppOrder, isSocialWebview } from '../../../web/kit/ui/ConnectModal/inAppBrowser.ts'

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

const rainbow = { name: 'Rainbow', kind: 'walletConnect' }
const metaMaskLink = { name: 'MetaMask', kind: 'walletConnect', injected: { userAgent: 'MetaMaskMobile' } }
const metaMaskInjected = { ...metaMaskLink, kind: 'injected' }
const trust = { name: 'Trust Wallet', kind: 'walletConnect' }
const argentLink = { name: 'Argent', kind: 'walletConnect' }
const argentAnnounced = { name: 'Argent', kind: 'injected' }
const names = (list: { name: string; kind: string }[]) => list.map((w) => `${w.name}/${w.kind}`)

describe('in-app browsers', () => {
  it('the wallet injected here comes first; the others keep their order', () => {
    expect(names(inAppOrder([rainbow, trust, metaMaskInjected], `${SAFARI} MetaMaskMobile`))).toEqual([
      'MetaMask/injected',
      'Rainbow/walletConnect',
      'Trust Wallet/walletConnect',
    ])
  })

  it('no WalletConnect link to the wallet the visitor is in: by its name injected, or its user agent', () => {
    expect(names(inAppOrder([rainbow, argentLink, argentAnnounced], SAFARI))).toEqual([
      'Argent/injected',
      'Rainbow/walletConnect',
    ])
    // MetaMask's browser whose provider is not (yet) seen: still no link to MetaMask itself.
    expect(names(inAppOrder([rainbow, metaMaskLink], `${SAFARI} MetaMaskMobile`))).toEqual(['Rainbow/walletConnect'])
  })

  it('a plain phone browser keeps the list as it is', () => {
    expect(inAppOrder([rainbow, metaMaskLink, trust], SAFARI)).toEqual([rainbow, metaMaskLink, trust])
  })

  it('social webviews are told apart from browsers', () => {
    for (const marker of [
      'Instagram 309.0',
      'FBAN/FBIOS;FBAV/440.0',
      '[FBAN/EMA;FBAV/1.0]',
      'Twitter for iPhone',
      'Telegram/10.0',
      'Line/13.1',
    ])
      expect(isSocialWebview(`${SAFARI} ${marker}`), marker).toBe(true)
    expect(isSocialWebview(SAFARI)).toBe(false)
    expect(isSocialWebview(`${SAFARI} MetaMaskMobile`)).toBe(false)
  })
})
