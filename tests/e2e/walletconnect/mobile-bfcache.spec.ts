import type { Page } from '@playwright/test'
import { TEST_CHROMIUM_ARGS } from '../../../playwright.config.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { answerVerify, shortAddress, startTestWcWallet } from './helpers.ts'
import { IPHONE, pairingUri } from './phone.ts'

// Issue 43: a universal link whose app is missing takes this very tab to the wallet's web site
// (pagehide, then hidden: not the app). Back with the back button, the page comes from the
// back/forward cache and the sheet offers every way on, on that wallet. Playwright turns that
// cache off (--disable-back-forward-cache): this spec starts its own browser with it on.

let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

test('back from the wallet’s site through the back/forward cache: the fallback, on that wallet, with the same link', async ({
  playwright,
}) => {
  const browser = await playwright.chromium.launch({
    // Full Chromium: the headless shell has no back/forward cache (BackForwardCacheDisabledForDelegate).
    executablePath: '/usr/bin/chromium',
    args: TEST_CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE,
      locale: 'en-US',
    })
    // The wallet's site, served here: no network beyond loopback.
    const visits: string[] = []
    await context.route('https://rnbwapp.com/**', (route) => {
      visits.push(route.request().url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Rainbow</title><h1>Get Rainbow</h1>',
      })
    })
    const page = await context.newPage()
    // The browser's own account of a page the cache did not keep, unmasked (the page's
    // notRestoredReasons hide most reasons as 'masked').
    const notCached: string[] = []
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    cdp.on('Page.backForwardCacheNotUsed', (event) =>
      notCached.push(...event.notRestoredExplanations.map((e) => `${e.type} ${e.reason}`)),
    )
    await answerVerify(page)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
    // Kept only if the page itself comes back (the cache), not a new load.
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true))
    await page.getByTestId('wallet-option-rainbow').click()
    await expect(page).toHaveTitle('Rainbow')
    // A page restored from the cache fires no load event: the navigation's commit is the return.
    await page.goBack({ waitUntil: 'commit' })
    // Chromium says why a page was not restored from the cache (one fresh-clone run of 3: loaded anew).
    const { before, notRestored } = await page.evaluate(() => ({
      before: (window as unknown as { __before?: boolean }).__before,
      notRestored: JSON.stringify(
        (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown } | undefined)
          ?.notRestoredReasons ?? null,
      ),
    }))
    expect(before, `not restored from the back/forward cache: ${notRestored}; ${notCached.join(', ')}`).toBe(true)
    await expect(page.getByTestId('mobile-not-opened')).toHaveText('The Rainbow app did not open')
    await expect(page.getByTestId('mobile-store-link')).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/apple-store/id1457119021',
    )
    // Leaving for the site was not the app: nothing recorded.
    expect(await page.evaluate(() => localStorage.getItem('kit.lastMobileWallet'))).toBeNull()
    // Try again: the same link, the same pairing.
    await page.getByTestId('mobile-try-again').click()
    await expect(page).toHaveTitle('Rainbow')
    expect(visits).toHaveLength(2)
    expect(visits[1]).toBe(visits[0])
    expect(pairingUri(visits[0])).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // Back again: the pairing the first tap made still connects (the app installed meanwhile).
    await page.goBack({ waitUntil: 'commit' })
    await expect(page.getByTestId('mobile-not-opened')).toBeVisible()
    wallet = await startTestWcWallet()
    await wallet.pair(pairingUri(visits[0]))
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  } finally {
    await browser.close()
  }
})

/**
 * Taps Rainbow on the sheet: until `installed()`, its universal link takes this tab to the
 * wallet's site (served here), and the page comes back by a new load (Playwright's Chromium keeps
 * no page in the back/forward cache); once installed, the app takes the link and the page stays
 * (a 204 leaves it where it is). Returns the links opened, as they keep coming.
 */
async function leaveForRainbowAndBack(page: Page, installed: () => boolean): Promise<string[]> {
  const visits: string[] = []
  await page.route('https://rnbwapp.com/**', (route) => {
    visits.push(route.request().url())
    return installed()
      ? route.fulfill({ status: 204 })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Rainbow</title>' })
  })
  await answerVerify(page)
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
  await page.getByTestId('wallet-option-rainbow').click()
  await expect(page).toHaveTitle('Rainbow')
  await page.goBack()
  await expect(page.getByTestId('mobile-not-opened')).toHaveText('The Rainbow app did not open')
  // The earlier load's pairing is taken up again (its proposal lasts): try again's link carries it.
  await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
  return visits
}

test.describe('without the back/forward cache', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
    // A phone browser with no wallet of its own: the sheet prepares a pairing.
    wallet: { announce: false, injectWindowEthereum: false },
  })

  test('back from the wallet’s site by a new load: the fallback on that wallet, whose link is the same pairing; a reload later shows it no more', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() })
    const visits = await leaveForRainbowAndBack(page, () => false)
    await expect(page.getByTestId('mobile-store-link')).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/apple-store/id1457119021',
    )
    expect(await page.evaluate(() => localStorage.getItem('kit.lastMobileWallet'))).toBeNull()

    // Copy and try again both take the link of the pairing the first tap made, try again inside its tap.
    await page.getByTestId('mobile-copy-link').click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(pairingUri(copied)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(copied).toBe(visits[0])
    await page.getByTestId('mobile-try-again').click()
    await expect(page).toHaveTitle('Rainbow')
    expect(visits).toEqual([visits[0], copied])

    // Back again, then a reload of the page that came back: the sheet once, not at every load.
    await page.goBack()
    await expect(page.getByTestId('mobile-not-opened')).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('connect-button')).toBeVisible()
    await expect(page.getByTestId('mobile-not-opened')).toHaveCount(0)
  })

  test('back from the wallet’s site by a new load, the app installed meanwhile: try again opens it, and the first tap’s pairing connects', async ({
    page,
  }) => {
    let installed = false
    const visits = await leaveForRainbowAndBack(page, () => installed)
    installed = true
    await page.getByTestId('mobile-try-again').click()
    await expect.poll(() => visits.length).toBe(2)
    // The pairing proposed by the page that left, approved by the page that came back.
    expect(visits[1]).toBe(visits[0])
    wallet = await startTestWcWallet()
    await wallet.pair(pairingUri(visits[1]))
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  })
})
