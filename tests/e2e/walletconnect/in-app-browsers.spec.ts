import { appUrl, expect, test } from '../fixtures.ts'
import { check } from '../ui/helpers.ts'
import { chooseLanguage } from '../ui/locale-texts.ts'
import { answerVerify, shortAddress } from './helpers.ts'
import { ANDROID, IPHONE, opened, phoneShim } from './phone.ts'

// Phones open pages inside other apps. In a wallet's own browser (its provider injected, its user
// agent where it has a known one), that wallet comes first and connects in one tap through the
// provider, with no WalletConnect link to itself. In a social app's webview, with no provider,
// the sheet says to open the page in the browser and copies its address.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A wallet's browser: the option it connects as, its announcement, the WalletConnect option it must not offer. */
const WALLET_BROWSERS: Array<{ option: string; rdns: string; name: string; userAgent: string; linkOption: string }> = [
  {
    option: 'metaMask',
    rdns: 'io.metamask',
    name: 'MetaMask',
    userAgent: `${IPHONE} MetaMaskMobile`,
    linkOption: 'metaMask',
  },
  { option: 'rainbow', rdns: 'me.rainbow', name: 'Rainbow', userAgent: `${IPHONE} Rainbow/1.9`, linkOption: 'rainbow' },
  {
    option: 'trust',
    rdns: 'com.trustwallet.app',
    name: 'Trust Wallet',
    userAgent: `${ANDROID} Trust/8.0`,
    linkOption: 'trust',
  },
  // Argent has no injected rule of ours: it shows as the wallet it announces, and its link is left out.
  { option: 'xyz.argent', rdns: 'xyz.argent', name: 'Argent', userAgent: `${IPHONE} Argent`, linkOption: 'argent' },
]

for (const { option, rdns, name, userAgent, linkOption } of WALLET_BROWSERS) {
  test.describe(`inside ${name}'s browser`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent,
      wallet: { rdns, name, announce: true, injectWindowEthereum: true },
    })

    test('the wallet comes first and connects in one tap through its provider, no link to itself', async ({ page }) => {
      await page.addInitScript(phoneShim)
      await page.goto(appUrl())
      await page.getByTestId('connect-button').click()
      const tiles = page.locator('.kit-mobile-wallet')
      await expect(tiles.first()).toHaveAttribute('data-testid', `wallet-option-${option}`)
      await expect(tiles.filter({ hasText: name.split(' ')[0] })).toHaveCount(1)
      if (linkOption !== option) await expect(page.getByTestId(`wallet-option-${linkOption}`)).toHaveCount(0)
      await expect(page.getByTestId('mobile-webview-hint')).toHaveCount(0)
      await tiles.first().click()
      await expect(page.getByTestId('account-button')).toContainText(shortAddress(ADDRESS))
      expect(await opened(page)).toEqual([])
    })
  })
}

test.describe('inside a social app’s webview', () => {
  const INSTAGRAM = `${IPHONE} Instagram 309.0.0.0.0 (iPhone15,2; iOS 17_0; en_US; en-US; scale=3.00; 1179x2556)`
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: INSTAGRAM,
    wallet: { announce: false, injectWindowEthereum: false },
  })

  test('one line says to open the page in the browser, and copies its address; the WalletConnect wallets stay', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() })
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    const hint = page.getByTestId('mobile-webview-hint')
    await expect(hint).toContainText('Wallet apps may not open from inside this app: open this page in your browser.')
    await expect(page.getByTestId('wallet-option-rainbow')).toBeVisible()
    await page.getByTestId('mobile-copy-page').click()
    await expect(page.getByTestId('mobile-copy-page')).toHaveText('Copied!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    // 'Copied!' reverts (1.5 s) before the screenshots.
    await expect(page.getByTestId('mobile-copy-page')).toHaveText('Copy page address')
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await check(page, 'mobile-webview-hint')
    }
    await chooseLanguage(page, 'ar')
    await expect(page.getByTestId('mobile-copy-page')).toHaveText('نسخ عنوان الصفحة')
    await check(page, 'mobile-webview-hint-rtl', ['light'])
  })
})
