import { privateKeyToAddress } from 'viem/accounts'
import { COINBASE_KEYS_URL, serveCoinbaseKeys } from '../peers/coinbase-keys/index.ts'
import { appUrl, expect, test } from './fixtures.ts'
import { shortAddress } from './walletconnect/helpers.ts'
import { DEV_KEYS } from './wallet/options.ts'

// Issue 25: Coinbase Wallet's popup works under the production headers. The app is served with
// its strict Content-Security-Policy and `Cross-Origin-Opener-Policy: same-origin-allow-popups`
// (a stricter policy would cut the popup off from its opener); the fixtures fail any test that
// records a policy violation. The popup speaks the SDK's real protocol (tests/peers/coinbase-keys).

const account = privateKeyToAddress(DEV_KEYS[6])

test('Coinbase Wallet connects through its popup, which closes itself', async ({ page, context }) => {
  await serveCoinbaseKeys(context, {
    accounts: [account],
    chains: { [Number(process.env.E2E_CHAIN_ID)]: process.env.E2E_RPC_URL! },
  })
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  const opened = page.waitForEvent('popup')
  await page.getByTestId('wallet-option-coinbase').click()
  const popup = await opened
  expect(popup.url().startsWith(`${COINBASE_KEYS_URL}?`)).toBe(true)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(account))
  // The balance is read through the chain the popup named: anvil's dev accounts hold 10,000 ETH.
  await expect(page.getByTestId('account-button')).toContainText('ETH')
  await expect.poll(() => popup.isClosed()).toBe(true)
})

test('a rejection in the Coinbase popup is a user rejection, and the visitor can retry', async ({ page, context }) => {
  await serveCoinbaseKeys(context, { accounts: [account], chains: {}, reject: true })
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-coinbase').click()
  await expect(page.getByRole('alert')).toHaveText('User rejected the request.')
  await expect(page.getByTestId('connect-retry')).toBeVisible()
})
