import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { check } from '../ui/helpers.ts'
import { chooseLanguage } from '../ui/locale-texts.ts'
import { answerVerify, startTestWcWallet } from './helpers.ts'
import {
  ANDROID,
  approveInApp,
  IPHONE,
  lastMobileWallet,
  opened,
  openSheet,
  pairingUri,
  phoneShim,
  setHidden,
  tapWallet,
} from './phone.ts'

// Phones: a tap on a WalletConnect-based wallet opens its link with a pairing URI prepared while
// the sheet was open. The page stands in for the phone (phone.ts).

/**
 * Each WalletConnect-based wallet and the link its app opens with (universal link, else scheme);
 * on Android an intent for the wallets that publish their package, falling back to the Play Store.
 */
const LINKS: Array<[id: string, name: string, prefix: string, android: string]> = [
  ['rainbow', 'Rainbow', 'https://rnbwapp.com/wc?uri=', 'intent://rnbwapp.com/wc?uri='],
  ['metaMask', 'MetaMask', 'https://metamask.app.link/wc?uri=', 'intent://metamask.app.link/wc?uri='],
  ['walletConnect', 'WalletConnect', 'wc:', 'wc:'],
  ['argent', 'Argent', 'https://argent.link/app/wc?uri=', 'intent://argent.link/app/wc?uri='],
  ['trust', 'Trust Wallet', 'https://link.trustwallet.com/wc?uri=', 'intent://link.trustwallet.com/wc?uri='],
  ['ledger', 'Ledger Live', 'ledgerlive://wc?uri=', 'intent://wc?uri='],
]

/** The intent's tail: the app's scheme and package, and the Play Store page when it is missing. */
const intentTail = (scheme: string, pkg: string) =>
  `#Intent;scheme=${scheme};package=${pkg};S.browser_fallback_url=${encodeURIComponent(
    `https://play.google.com/store/apps/details?id=${pkg}`,
  )};end`

let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

for (const [platform, userAgent, store] of [
  ['iPhone', IPHONE, 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409'],
  ['Android', ANDROID, 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp'],
] as const) {
  test.describe(platform, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent,
      wallet: { announce: false, injectWindowEthereum: false },
    })

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(phoneShim)
      await answerVerify(page)
    })

    test('each WalletConnect wallet opens its link in the tap; the wallet pairs; the last one comes first next visit', async ({
      page,
      consoleErrors,
    }) => {
      wallet = await startTestWcWallet()
      await page.goto(appUrl())
      for (const [id, name, prefix, android] of LINKS) {
        await openSheet(page)
        const link = await tapWallet(page, id, platform === 'Android' ? android : prefix)
        await approveInApp(page, wallet, link)
        expect(await lastMobileWallet(page)).toEqual({ href: link.split('?')[0], name })
        await page.getByTestId('account-button').click()
        await page.getByTestId('disconnect-button').click()
        await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
      }
      // Ledger Live, last in the list, was the last one used: the next visit offers it first.
      await page.reload()
      await page.getByTestId('connect-button').click()
      await expect(page.locator('.kit-mobile-wallet').first()).toHaveAttribute('data-testid', 'wallet-option-ledger')
      expect(consoleErrors).toEqual([])
    })

    test('a link that opens nothing: within 2 s every way on; try again opens the same pairing in a new tap; nothing recorded', async ({
      page,
      context,
    }) => {
      wallet = await startTestWcWallet()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() })
      await page.clock.install()
      await page.goto(appUrl())
      await openSheet(page)
      const link = await tapWallet(
        page,
        'trust',
        platform === 'Android' ? 'intent://' : 'https://link.trustwallet.com/',
      )
      if (platform === 'Android') expect(link.endsWith(intentTail('https', 'com.wallet.crypto.trustapp'))).toBe(true)
      await expect(page.getByText('Opening Trust Wallet...')).toBeVisible()
      // The page stays visible and focused: no app took the link. Issue 43: about 2 s.
      await page.clock.fastForward(2_000)
      await expect(page.getByTestId('mobile-not-opened')).toHaveText('The Trust Wallet app did not open')
      await expect(page.getByTestId('mobile-store-link')).toHaveAttribute('href', store)
      await expect(page.getByTestId('mobile-store-link')).toHaveText('Get Trust Wallet')
      // Item 5: an app that never opened is not recorded as the last mobile wallet.
      expect(await lastMobileWallet(page)).toBeNull()
      if (platform === 'iPhone') {
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 844 })
          await check(page, 'mobile-not-opened')
        }
        await chooseLanguage(page, 'ar')
        await expect(page.getByTestId('mobile-try-again')).toHaveText('حاول مرة أخرى')
        await check(page, 'mobile-not-opened-rtl', ['light'])
        await chooseLanguage(page, 'en')
      }

      await page.getByTestId('mobile-copy-link').click()
      await expect(page.getByTestId('mobile-copy-link')).toHaveText('Copied!')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

      // Try again: the same link (the same pairing), opened inside this new tap.
      const again = await tapWallet(page, 'trust', link, () => page.getByTestId('mobile-try-again').click())
      expect(again).toBe(link)
      await expect(page.getByTestId('mobile-not-opened')).toHaveCount(0)
      await expect(page.getByText('Opening Trust Wallet...')).toBeVisible()
      // This time the app opens: the page hides, and the pairing the first tap made is approved.
      await approveInApp(page, wallet, again)
      expect(await lastMobileWallet(page)).toEqual({ href: link.split('?')[0], name: 'Trust Wallet' })
    })

    test('a page hidden within a second (the app opened) gets no fallback; choose another wallet from the fallback', async ({
      page,
    }) => {
      wallet = await startTestWcWallet()
      await page.clock.install()
      await page.goto(appUrl())
      await openSheet(page)
      await tapWallet(page, 'rainbow', platform === 'Android' ? 'intent://rnbwapp.com/' : 'https://rnbwapp.com/')
      await page.clock.fastForward(800)
      await setHidden(page, true)
      await expect.poll(() => lastMobileWallet(page)).toMatchObject({ name: 'Rainbow' })
      // Long past the 2 s: the app has the visitor, no alarm.
      await page.clock.fastForward(10_000)
      await setHidden(page, false)
      await expect(page.getByText('Opening Rainbow...')).toBeVisible()
      await expect(page.getByTestId('mobile-not-opened')).toHaveCount(0)

      // Another wallet whose app is missing: from its fallback, back to the list.
      // No pairing is prepared while the visitor is back from an app: the link opens once its URI is in.
      const before = (await opened(page)).length
      await page.getByTestId('wallet-option-trust').click()
      await expect.poll(async () => (await opened(page)).length).toBe(before + 1)
      await page.clock.fastForward(2_000)
      await expect(page.getByTestId('mobile-not-opened')).toBeVisible()
      await page.getByTestId('mobile-choose-another').click()
      await expect(page.getByTestId('mobile-not-opened')).toHaveCount(0)
      await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
      // Rainbow's app opened before: it stays the one recorded.
      expect(await lastMobileWallet(page)).toMatchObject({ name: 'Rainbow' })
    })

    test('a spinner with no answer: RETRY with a new pairing', async ({ page }) => {
      wallet = await startTestWcWallet()
      await page.clock.install()
      await page.goto(appUrl())
      await openSheet(page)
      // MetaMask opens, the visitor comes back without approving: the spinner ends in RETRY.
      const prefix = platform === 'Android' ? 'intent://metamask.app.link/wc?uri=' : 'https://metamask.app.link/wc?uri='
      const first = await tapWallet(page, 'metaMask', prefix)
      await setHidden(page, true)
      await setHidden(page, false)
      await expect(page.getByText('Opening MetaMask...')).toBeVisible()
      // The spinner's 20 s (README, Phones).
      await page.clock.fastForward(20_000)
      await expect(page.getByTestId('mobile-timed-out')).toHaveText('Confirm connection in MetaMask')
      await expect(page.getByText('Opening MetaMask...')).toHaveCount(0)
      await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
      const second = await tapWallet(page, 'metaMask', prefix, () => page.getByTestId('connect-retry').click())
      expect(pairingUri(second)).not.toBe(pairingUri(first))
      await approveInApp(page, wallet, second)
    })
  })
}

test.describe('a phone browser with an injected wallet', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID })

  test('prepares nothing, so the sheet opens no relay socket; a WalletConnect wallet opens once its URI is in', async ({
    page,
  }) => {
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    wallet = await startTestWcWallet()
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'off')
    expect(sockets).toEqual([])
    await page.getByTestId('wallet-option-rainbow').click()
    await expect.poll(async () => (await opened(page)).length).toBe(1)
    const [link] = await opened(page)
    expect(link.url.startsWith('intent://rnbwapp.com/wc?uri=')).toBe(true)
    expect(sockets).toHaveLength(1)
    await approveInApp(page, wallet, link.url)
  })
})
