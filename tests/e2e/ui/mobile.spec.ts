import { appUrl, check, expect, test, TEST_WALLET } from './helpers.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('mobile: bottom sheet with wallet icons, Get a Wallet, connect, account sheet', async ({ page }) => {
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
  // A bottom sheet: full width, resting on the bottom edge once it has slid in.
  await expect
    .poll(async () => Math.round((await sheet.boundingBox())!.y + (await sheet.boundingBox())!.height))
    .toBe(844)
  expect((await sheet.boundingBox())!.width).toBe(390)
  // Only ready wallets: the not-ready ones are not offered on phones.
  await expect(page.getByTestId('wallet-option-brave')).toHaveCount(0)
  await check(page, 'mobile-connect')

  await page.getByTestId('mobile-get-wallet').click()
  const get = page.getByRole('dialog', { name: 'Get a Wallet' })
  const items = get.locator('.kit-get-item')
  expect(await items.count()).toBeGreaterThan(0)
  expect(await items.count()).toBeLessThanOrEqual(3)
  // Not iOS: the Android store (or the generic page) is offered.
  await expect(get.getByRole('link', { name: 'GET Coinbase Wallet' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=org.toshi',
  )
  await check(page, 'mobile-get')
  await get.getByRole('button', { name: 'Back' }).click()

  await page.getByTestId(TEST_WALLET).click()
  const account = page.getByTestId('account-button')
  await expect(account).toContainText('0xf39F…2266')
  // Small screens: no balance on the button.
  await expect(account).not.toContainText('ETH')
  await check(page, 'mobile-connected')

  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await check(page, 'mobile-account')
})

test.describe('iOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })

  test('the Get a Wallet screen links the App Store', async ({ page }) => {
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId('mobile-get-wallet').click()
    await expect(page.getByRole('link', { name: 'GET Coinbase Wallet' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/coinbase-wallet/id1278383455',
    )
  })
})

test.describe('wrong network on a phone', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1] } })

  test('the chain modal is a sheet too', async ({ page }) => {
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await page.getByTestId('wrong-network-button').click()
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
    await check(page, 'mobile-chain-wrong-network')
  })
})
