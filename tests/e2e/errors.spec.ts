import type { Page } from '@playwright/test'
import { appUrl, expect, test } from './fixtures.ts'

/** docs/spec.md §8.1 errors a wallet can cause, shown through the real connect flow. */

const wallet = (page: Page) => ({
  set: (behaviour: object) =>
    page.evaluate((b) => (window as unknown as { testWallet: { set(b: object): void } }).testWallet.set(b), behaviour),
  remove: () => page.evaluate(() => (window as unknown as { testWallet: { remove(): void } }).testWallet.remove()),
})

async function chooseWallet(page: Page, id: string) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${id}`).click()
}

test.describe('a plain window.ethereum wallet (no EIP-6963)', () => {
  test.use({ wallet: { announce: false, injectWindowEthereum: true } })

  test('an extension that went away: "Connector not found", and the app stays usable', async ({ page }) => {
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId('wallet-option-injected')).toBeVisible()
    await wallet(page).remove()
    await page.getByTestId('wallet-option-injected').click()
    await expect(page.getByRole('alert')).toHaveText('Connector not found')
    await expect(page.getByTestId('connect-retry')).toHaveText('RETRY')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  })
})

test('code -32002 says a request is already pending, and RETRY works once it is not', async ({ page }) => {
  await page.goto(appUrl())
  await wallet(page).set({ pending: true })
  await chooseWallet(page, 'dev.beacon.testwallet')
  await expect(page.getByRole('alert')).toHaveText(
    'A request is already pending in your wallet. Open your wallet to continue.',
  )

  await wallet(page).set({ pending: false })
  await page.getByTestId('connect-retry').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('code 4001 is a user rejection with the standard text', async ({ page }) => {
  await page.goto(appUrl())
  await wallet(page).set({ reject: true })
  await chooseWallet(page, 'dev.beacon.testwallet')
  await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
})
