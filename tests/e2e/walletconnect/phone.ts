import type { Page } from '@playwright/test'
import type { DropKind } from '../../peers/wc-relay'

// The page as a phone: an init script catches every navigation away (Navigation API, before any
// request) as the OS would hand it to an app, and lets the test hide and show the page as
// switching to the wallet app and back does. `appSwitch` plays the whole round trip: the tab
// hidden and frozen (as a phone suspends it), its relay socket dropped by the relay, the wallet
// acting meanwhile, then the tab back.

export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
export const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

/** A phone's Playwright options: iPhone size and user agent, touch, and no injected wallet. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: IPHONE,
  wallet: { announce: false, injectWindowEthereum: false },
}

export interface Opened {
  url: string
  /** Opened while the tap's click event was being dispatched, i.e. inside its user gesture. */
  inTap: boolean
}

export function phoneShim() {
  const w = window as unknown as { __opened: Opened[]; __setHidden(hidden: boolean): void }
  w.__opened = []
  let inTap = false
  addEventListener(
    'click',
    () => {
      inTap = true
      setTimeout(() => (inTap = false))
    },
    true,
  )
  const nav = (window as unknown as { navigation: EventTarget }).navigation
  nav.addEventListener('navigate', (event) => {
    const { destination } = event as unknown as { destination: { url: string } }
    if (destination.url.startsWith(location.origin)) return
    event.preventDefault()
    w.__opened.push({ url: destination.url, inTap })
  })
  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  w.__setHidden = (value) => {
    hidden = value
    document.dispatchEvent(new Event('visibilitychange'))
  }
}

export const setHidden = (page: Page, hidden: boolean) => page.evaluate((h) => (window as unknown as { __setHidden(h: boolean): void }).__setHidden(h), hidden)
export const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened)

/** The wc: URI a link carries: the link itself for WalletConnect, else its `uri` parameter. */
export function pairingUri(link: string): string {
  return link.startsWith('wc:') ? link : new URL(link).searchParams.get('uri')!
}

/** Asks the relay (tests/peers/wc-relay, over its control route) to drop the sockets on `topic` but the wallet's. */
export async function relayDrops(relayUrl: string, topic: string, wallet: string, how: DropKind = 'close'): Promise<number> {
  const url = new URL('/control/drop', relayUrl.replace(/^ws/, 'http'))
  url.search = new URLSearchParams({ topic, except: wallet, how }).toString()
  const res = await fetch(url, { method: 'POST' })
  return ((await res.json()) as { dropped: number }).dropped
}

export interface AppSwitch {
  /** How long the visitor stays in the wallet app. */
  awayMs: number
  /** What the relay does to the page's socket meanwhile: closes it, or lets it die silently. */
  drop: () => Promise<unknown>
  /** What the wallet does while the page is away (approve, answer). */
  inWallet: () => Promise<unknown>
}

/**
 * The visitor switches to the wallet app and back: the page is hidden, then frozen through CDP
 * (its JavaScript suspended, as a phone does to a background tab); the relay drops its socket;
 * the wallet acts; after `awayMs` the page is resumed and shown. Resolves when it is back.
 */
export async function appSwitch(page: Page, { awayMs, drop, inWallet }: AppSwitch): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await setHidden(page, true)
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
  const started = Date.now()
  await drop()
  await inWallet()
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, awayMs - (Date.now() - started))))
  await cdp.send('Page.setWebLifecycleState', { state: 'active' })
  await setHidden(page, false)
  await cdp.detach()
}
