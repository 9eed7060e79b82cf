import type { Page } from '@playwright/test'
import { answerVerify, appUrl, expect, test, TEST_WALLET } from './ui/helpers.ts'

// EIP-6963 discovery as extensions really behave: announcing again after a reload, and
// announcing only once the page's code has started.

/** Calls one of the test wallet's controls (tests/e2e/wallet/injected-wallet.ts) in the page. */
type Control = 'requests' | 'staleRequests' | 'arrived' | 'arrive' | 'reload'
const control = (page: Page, name: Control) =>
  page.evaluate((n) => (window as unknown as { testWallet: Record<Control, () => unknown> }).testWallet[n](), name)

test('a wallet that announces again under a new uuid is one row, connected through its new provider', async ({
  page,
}) => {
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(page.getByTestId(TEST_WALLET)).toHaveCount(1)

  // The extension reloads while the list is open: its old provider is dead (4900) from now on.
  await control(page, 'reload')
  await expect(dialog.getByRole('button', { name: 'Test Wallet' })).toHaveCount(1)
  await expect(page.getByTestId(TEST_WALLET)).toHaveCount(1)

  await page.getByTestId(TEST_WALLET).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  expect(await control(page, 'staleRequests')).toEqual([])
})

test.describe('a broken extension announcing malformed details', () => {
  // The test wallet arrives at DOMContentLoaded, after the broken extension has answered.
  test.use({ wallet: { announce: 'DOMContentLoaded' } })

  test('hides no wallet', async ({ page }) => {
    // mipd's store (wagmi's) would keep the first malformed entry and then throw on every later
    // announcement (its uuid check reads `info.uuid` of each kept entry), losing the real wallet.
    await page.addInitScript(() => {
      const order: string[] = []
      Object.assign(window, { announcedOrder: order })
      addEventListener('eip6963:announceProvider', (e) => order.push((e as CustomEvent).detail?.info?.rdns ?? '-'))
      const broken = [
        {},
        { info: { uuid: 'x', name: 'No provider', icon: 'data:,', rdns: 'dev.broken' } },
        { provider: {} },
      ]
      addEventListener('eip6963:requestProvider', () =>
        broken.forEach((detail) => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))),
      )
    })
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId(TEST_WALLET)).toHaveCount(1)
    expect(
      (await page.evaluate(() => (window as unknown as { announcedOrder: string[] }).announcedOrder)).slice(0, 4),
    ).toEqual(['-', 'dev.broken', '-', 'dev.beacon.testwallet'])
    await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).not.toContainText('No provider')
    await page.getByTestId(TEST_WALLET).click()
    await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  })
})

const LATE_METAMASK = { name: 'MetaMask', rdns: 'io.metamask', injectWindowEthereum: false } as const

for (const [when, announce] of [
  ['at DOMContentLoaded', 'DOMContentLoaded'],
  ['1.5 s after DOMContentLoaded', 1500],
] as const) {
  test.describe(`MetaMask announcing ${when}`, () => {
    test.use({ wallet: { ...LATE_METAMASK, announce } })

    test('choosing MetaMask asks the extension and connects', async ({ page }) => {
      await page.goto(appUrl())
      await expect.poll(() => control(page, 'arrived')).toBe(true)
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-option-metaMask').click()
      await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
      expect(await control(page, 'requests')).toContain('eth_requestAccounts')
    })
  })
}

test.describe('MetaMask announcing while its QR code is up', () => {
  test.use({ wallet: { ...LATE_METAMASK, announce: false } })

  test('the connection moves to the extension', async ({ page }) => {
    await answerVerify(page)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-metaMask').click()
    // No extension yet: MetaMask pairs through WalletConnect.
    await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')

    await control(page, 'arrive')
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
    await expect(dialog).toBeHidden()
    expect(await control(page, 'requests')).toContain('eth_requestAccounts')
  })
})
