import { describe, expect, it } from 'vitest'
import { WALLETS } from '../../../web/kit/wallets/definitions/index.ts'
import { androidIntent, mobileLinkFor, playStorePackage } from '../../../web/kit/wallets/mobileLinks.ts'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36'
const URI = 'wc:abc@2?relay-protocol=irn&symKey=def'
const wallet = (id: string) => WALLETS.find((w) => w.id === id)!
const store = (androidPackage: string) => `https://play.google.com/store/apps/details?id=${androidPackage}`

describe('Android intent links', () => {
  it('a universal link becomes an intent for its package, falling back to the Play Store', () => {
    expect(androidIntent('https://metamask.app.link/wc?uri=x%3Ay', store('io.metamask'))).toBe(
      'intent://metamask.app.link/wc?uri=x%3Ay#Intent;scheme=https;package=io.metamask;' +
        'S.browser_fallback_url=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dio.metamask;end',
    )
  })

  it('a URL scheme keeps its scheme', () => {
    expect(androidIntent('ledgerlive://wc?uri=x', store('com.ledger.live'))).toMatch(
      /^intent:\/\/wc\?uri=x#Intent;scheme=ledgerlive;package=com\.ledger\.live;S\.browser_fallback_url=/,
    )
  })

  it('Android gets the intent, the iPhone the wallet’s own link', () => {
    const metaMask = wallet('metaMask')
    const own = metaMask.mobile!.getUri!(URI)
    expect(mobileLinkFor(metaMask, URI, IPHONE)).toBe(own)
    const intent = mobileLinkFor(metaMask, URI, ANDROID)!
    expect(intent.startsWith('intent://metamask.app.link/wc?uri=')).toBe(true)
    // The pairing URI rides along unchanged.
    expect(new URL(intent).searchParams.get('uri')).toBe(URI)
    // A wallet with no package (WalletConnect itself) keeps its link on Android too.
    expect(mobileLinkFor(wallet('walletConnect'), URI, ANDROID)).toBeUndefined()
  })

  it('every published package’s fallback is the wallet’s own Play Store link', () => {
    const withPackage = WALLETS.filter((w) => mobileLinkFor(w, URI, ANDROID)?.startsWith('intent://'))
    expect(withPackage.map((w) => w.id).sort()).toEqual(['argent', 'ledger', 'metaMask', 'rainbow', 'trust'])
    for (const w of withPackage) {
      const intent = mobileLinkFor(w, URI, ANDROID)!
      expect(intent).toContain(`;package=${playStorePackage(w.downloadUrls?.android)};`)
      expect(decodeURIComponent(/S\.browser_fallback_url=([^;]+)/.exec(intent)![1])).toBe(w.downloadUrls?.android)
    }
  })
})
