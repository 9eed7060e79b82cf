import { test as base, expect, type Page, type Request } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { DEV_KEYS, TEST_WALLET_ICON, type TestWalletOptions } from './wallet/options.ts'
import { walletInitScript } from './wallet/bundle.ts'

export { expect }

const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//
/** A request for the network beyond this machine (not data:, blob:, or a wallet's own scheme: no network). */
const offMachine = (url: string) => /^(https?|wss?):/.test(url) && !LOOPBACK.test(url)
/**
 * A request beyond loopback that failed: refused by the browser's proxy, or given up by the page.
 * Not a navigation that a test's route answered with 204, which the browser drops as aborted.
 */
const refusedOffMachine = (request: Request) =>
  offMachine(request.url()) && !(request.isNavigationRequest() && request.failure()?.errorText === 'net::ERR_ABORTED')

interface Fixtures {
  /** Options of the injected test wallet; override per test with `test.use({ wallet: {...} })`. */
  wallet: Partial<TestWalletOptions>
  /** Requests the page tried to send off this machine (the browser refused each: `recordOutsideRequests`). */
  outsideRequests: string[]
  /** Pages the app opened in new tabs (links, deep links); they never reach the network. */
  popups: string[]
  /** Console errors the page logged. */
  consoleErrors: string[]
  /** Content-Security-Policy violations in any frame of the page; any fails the test unless `allowCspViolations`. */
  cspViolations: CspViolation[]
  allowCspViolations: boolean
}

export interface CspViolation {
  directive: string
  blocked: string
  page: string
}

/** Puts the injected test wallet (tests/e2e/wallet) in every document `page` loads: DEV_KEYS[0] on the test chain unless `wallet` says otherwise. */
export async function injectTestWallet(page: Page, wallet: Partial<TestWalletOptions> = {}): Promise<void> {
  const options: TestWalletOptions = {
    rpcUrl: process.env.E2E_RPC_URL!,
    privateKey: DEV_KEYS[0],
    chainId: Number(process.env.E2E_CHAIN_ID),
    knownChains: [Number(process.env.E2E_CHAIN_ID)],
    name: 'Test Wallet',
    rdns: 'dev.beacon.testwallet',
    icon: TEST_WALLET_ICON,
    announce: true,
    injectWindowEthereum: true,
    behaviour: {},
    ...wallet,
  }
  const script = readFileSync(process.env.E2E_WALLET_SCRIPT!, 'utf8')
  await page.addInitScript({ content: walletInitScript(options, script) })
}

export const test = base.extend<Fixtures>({
  wallet: [{}, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  outsideRequests: async ({}, use) => use([]),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  popups: async ({}, use) => use([]),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  consoleErrors: async ({}, use) => use([]),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
  cspViolations: async ({}, use) => use([]),
  allowCspViolations: [false, { option: true }],
  page: async ({ page, wallet, outsideRequests, popups, consoleErrors, cspViolations, allowCspViolations }, use) => {
    await injectTestWallet(page, wallet)
    recordOutsideRequests(page, outsideRequests)
    closeBlockedPopups(page, popups)
    await recordCspViolations(page, cspViolations)
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text())
    })
    await use(page)
    expect(outsideRequests, 'requests to hosts outside 127.0.0.1').toEqual([])
    if (!allowCspViolations) expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
  },
})

/**
 * Every browser test runs under the production Content-Security-Policy (the test app is served
 * by the production server): each violation, in any frame, is reported here.
 */
export async function recordCspViolations(page: Page, record: CspViolation[]) {
  await page.exposeBinding('__kitCspViolation', (_source, violation: CspViolation) => void record.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __kitCspViolation: (v: unknown) => void }).__kitCspViolation
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: event.documentURI })
    })
  })
}

/**
 * No test may reach beyond loopback: Chromium sends every other request to a proxy where nothing
 * listens (TEST_CHROMIUM_ARGS in playwright.config.ts), so it fails at once; each is recorded here.
 * A request that a test's own route answers never fails, and is not recorded. (A route on every
 * URL did this before: each request then waited on a round trip to the test, with the HTTP cache
 * off, for 7% of the browser tests' CPU.)
 */
export function recordOutsideRequests(page: Page, record: string[]) {
  page.on('requestfailed', (request) => void (refusedOffMachine(request) && record.push(request.url())))
  page.on('websocket', (socket) => void (offMachine(socket.url()) && record.push(socket.url())))
}

/**
 * Links open new tabs; what they ask beyond loopback is refused like the page's own requests
 * (`recordOutsideRequests`) and recorded, and such a tab is closed once its error page shows. A
 * tab left open takes the foreground, and Chromium then draws the test's page about twice a
 * second, so every later action (each waits for frames) takes seconds.
 */
function closeBlockedPopups(page: Page, record: string[]) {
  // On the context: a tab's first request may fail before its `popup` event, and even before its
  // frame exists (then `frame()` throws).
  const fromTab = (request: Request) => {
    try {
      return request.frame().page() !== page
    } catch {
      return true
    }
  }
  page.context().on('requestfailed', (request) => {
    if (refusedOffMachine(request) && fromTab(request)) record.push(request.url())
  })
  // Only tabs whose page was refused (a test may serve one itself, as the Coinbase popup). A test
  // may end before the tab has loaded; then Playwright closes it.
  page.on('popup', (tab) =>
    tab.waitForLoadState().then(
      () => (tab.url().startsWith('chrome-error://') ? tab.close() : undefined),
      () => undefined,
    ),
  )
}

export const appUrl = () => process.env.E2E_APP_URL!
