import { test as base, expect, type Page, type Route } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { DEV_KEYS, TEST_WALLET_ICON, type TestWalletOptions } from './wallet/options.ts'
import { walletInitScript } from './wallet/bundle.ts'

export { expect }

const LOOPBACK = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//
/** A request that would leave this machine (data: and blob: never do). */
const offMachine = (url: URL) => !LOOPBACK.test(url.href) && url.protocol !== 'data:' && url.protocol !== 'blob:'
/** Stops such a request and records its URL, for a page's or a context's route. */
const stopAndRecord = (record: string[]) => (route: Route) => {
  record.push(route.request().url())
  return route.abort('blockedbyclient')
}

interface Fixtures {
  /** Options of the injected test wallet; override per test with `test.use({ wallet: {...} })`. */
  wallet: Partial<TestWalletOptions>
  /** Requests the page tried to send off this machine (each was blocked). */
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
    await blockOutsideRequests(page, outsideRequests)
    await stopPopups(page, popups)
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

/** No test may reach beyond loopback: such requests are aborted and recorded. */
export async function blockOutsideRequests(page: Page, record: string[]) {
  await page.route(offMachine, stopAndRecord(record))
  await page.routeWebSocket(
    (url) => !LOOPBACK.test(url.href),
    (ws) => {
      record.push(ws.url())
      return ws.close()
    },
  )
}

/**
 * Links open new tabs, which page-level routes do not cover: their requests are stopped at the
 * context and recorded, and such a tab is closed once loaded. A tab left open takes the foreground,
 * and Chromium then draws the test's page about twice a second, so every later action (each
 * waits for frames) takes seconds.
 */
async function stopPopups(page: Page, record: string[]) {
  await page.context().route(offMachine, stopAndRecord(record))
  // Only tabs whose page was stopped (a test may serve one itself, as the Coinbase popup). A test
  // may end before the tab has loaded; then Playwright closes it.
  page.on('popup', (tab) =>
    tab.waitForLoadState().then(
      () => (tab.url().startsWith('chrome-error://') ? tab.close() : undefined),
      () => undefined,
    ),
  )
}

export const appUrl = () => process.env.E2E_APP_URL!
