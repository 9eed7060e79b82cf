import type { Page } from '@playwright/test'
import { answerVerify, appUrl, expect, test, TEST_WALLET } from './ui/helpers'

// EIP-6963 discovery as extensions really behave: announcing again after a reload, and
// announcing only once the page's code has started.

/** Calls one of the test wallet's controls (tests/e2e/wallet/injected-wallet.ts) in the page. */
type Control = 'requests' | 'staleRequests' | 'arrived' | 'arrive' | 'reload'
const control = (page: Page, name: Control) =>
  page.evaluate((n) => (window as unknown as { testWallet: Record<Control, () => unknown> }).testWallet[n](), name)

test('a wallet that announces again under a new uuid is one row, connected through its new provider', async ({ page }) => {
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
