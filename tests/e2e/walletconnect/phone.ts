import type { Page } from '@playwright/test'
import type { DropKind } from '../../peers/wc-relay/index.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { expect } from '../fixtures.ts'
import { shortAddress } from './helpers.ts'

// The page as a phone: an init script catches every navigation away (Navigation API, before any
// request) as the OS would hand it to an app, and lets the test hide and show the page as
// switching to the wallet app and back does. `appSwitch` plays the whole round trip: the tab
// hidden and frozen (as a phone suspends it), its relay socket dropped by the relay, the wallet
// acting meanwhile, then the tab back.

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
export const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

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

/**
 * The init script (`page.addInitScript(phoneShim)`). With `{ realVisibility: true }` it only
 * catches the links, and the page's visibility is the browser's own (hidablePhone.ts).
 */
export function phoneShim(options?: { realVisibility?: boolean }) {
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
  if (options?.realVisibility) return
  let hidden = false
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  })
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden })
  w.__setHidden = (value) => {
    hidden = value
    document.dispatchEvent(new Event('visibilitychange'))
  }
}

export const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => (window as unknown as { __setHidden(h: boolean): void }).__setHidden(h), hidden)
/** What the kit recorded as the last mobile wallet used (`kit.lastMobileWallet`), or null. */
export const lastMobileWallet = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('kit.lastMobileWallet') ?? 'null') as unknown)
export const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened)

/** The wc: URI a link carries: the link itself for WalletConnect, else its `uri` parameter. */
export function pairingUri(link: string): string {
  return link.startsWith('wc:') ? link : new URL(link).searchParams.get('uri')!
}

/** Opens the sheet and waits until a pairing URI is prepared, so a tap opens the link at once. */
export async function openSheet(page: Page) {
  await page.getByTestId('connect-button').click()
  await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
}

/** Taps a wallet and returns the link it opened inside the tap. */
export async function tapWallet(
  page: Page,
  id: string,
  prefix: string,
  tap = () => page.getByTestId(`wallet-option-${id}`).click(),
): Promise<string> {
  const before = (await opened(page)).length
  await tap()
  await expect.poll(async () => (await opened(page)).length).toBe(before + 1)
  const link = (await opened(page))[before]
  expect(link.inTap, 'the link opens inside the tap').toBe(true)
  expect(link.url.startsWith(prefix), `${link.url} starts with ${prefix}`).toBe(true)
  expect(pairingUri(link.url)).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/)
  return link.url
}

/** In the wallet app: pair with the link's URI and approve; back on the page, the account shows. */
export async function approveInApp(page: Page, wallet: WcWallet, link: string) {
  await setHidden(page, true)
  const settled = wallet.nextSession()
  await wallet.pair(pairingUri(link))
  await settled
  await setHidden(page, false)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
}

/**
 * Waits until the wallet has sent one more answer than it had; `what` names the flow when it
 * sent none, or two (the visitor asked twice).
 */
export async function answerOnce(
  wallet: WcWallet,
  act: () => Promise<unknown> | unknown,
  what = 'the wallet',
): Promise<void> {
  const before = wallet.answered()
  await act()
  await expect.poll(() => wallet.answered(), `${what}: one answer`).toBe(before + 1)
}

/** Asks the relay (tests/peers/wc-relay, over its control route) to drop the sockets on `topic` but the wallet's. */
export async function relayDrops(
  relayUrl: string,
  topic: string,
  wallet: string,
  how: DropKind = 'close',
): Promise<number> {
  const url = new URL('/control/drop', relayUrl.replace(/^ws/, 'http'))
  url.search = new URLSearchParams({ topic, except: wallet, how }).toString()
  const res = await fetch(url, { method: 'POST' })
  return ((await res.json()) as { dropped: number }).dropped
}

/** How many messages the relay holds on `topic` (tests/peers/wc-relay, over its control route). */
export async function relayStored(relayUrl: string, topic: string): Promise<number> {
  const url = new URL('/control/stored', relayUrl.replace(/^ws/, 'http'))
  url.search = new URLSearchParams({ topic }).toString()
  return ((await (await fetch(url)).json()) as { stored: number }).stored
}

/** Has the relay store the next proposal at once and answer it `ms` later (tests/peers/wc-relay, over its control route). */
export async function relayAnswersNextProposalLate(relayUrl: string, ms: number): Promise<void> {
  const url = new URL('/control/late-proposal', relayUrl.replace(/^ws/, 'http'))
  url.search = new URLSearchParams({ ms: String(ms) }).toString()
  const res = await fetch(url, { method: 'POST' })
  if (!res.ok) throw new Error(`relay: ${res.status} ${await res.text()}`)
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
 * The visitor switches to the wallet app and back: the page is hidden, then frozen (its
 * JavaScript suspended, as a phone does to a background tab); the relay drops its socket; the
 * wallet acts; after `awayMs` the page is resumed and shown. Resolves when it is back.
 *
 * Headless Chromium takes `Page.setWebLifecycleState` and freezes nothing (a 100 ms interval
 * kept ticking through a 2 s 'frozen'), so the debugger's pause suspends the page's JavaScript
 * as a freeze does: timers, socket events and messages wait in their queues until it resumes.
 */
export async function appSwitch(page: Page, { awayMs, drop, inWallet }: AppSwitch): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await setHidden(page, true)
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
  await cdp.send('Debugger.enable')
  await cdp.send('Debugger.pause')
  const started = Date.now()
  await drop()
  await inWallet()
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, awayMs - (Date.now() - started))))
  await cdp.send('Debugger.resume')
  await cdp.send('Debugger.disable')
  await cdp.send('Page.setWebLifecycleState', { state: 'active' })
  await setHidden(page, false)
  await cdp.detach()
}
