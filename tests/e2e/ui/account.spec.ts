import { formatEther, type Hex } from 'viem'
import { rpc } from '../../peers/anvil.ts'
import { appUrl, check, connect, expect, test, TEST_WALLET } from './helpers.ts'
import { startIn } from './locale-texts.ts'

const anvil = () => process.env.E2E_RPC_URL!
/** The test wallet's account (anvil's first dev key). */
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('account modal: name, balance, copy, a real pending transaction, clear, disconnect', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl() })
  await connect(page)
  const button = page.getByTestId('account-button')
  await expect(button).toContainText('ETH')
  await check(page, 'connected')

  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByTestId('account-name')).toHaveText('0xf39F…2266')
  await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
  await expect(dialog.getByTestId('transactions-empty')).toHaveText('Beacon transactions will appear here...')
  // The anvil chain has no block explorer: no explorer link.
  await expect(dialog.getByTestId('explorer-link')).toHaveCount(0)
  await check(page, 'account-empty')

  await dialog.getByTestId('copy-address').click()
  await expect(dialog.getByTestId('copy-address')).toHaveText('Copied!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  await check(page, 'account-copied')
  await expect(dialog.getByTestId('copy-address')).toHaveText('Copy Address', { timeout: 2500 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  // Keep the transaction pending: anvil stops mining until told.
  await rpc(anvil(), 'evm_setAutomine', [false])
  try {
    await page.getByTestId('send-transaction').click()
    await expect(page.getByTestId('send-result')).toHaveText('Transaction sent')
    await expect(button.locator('[data-loading]')).toBeVisible()
    await button.click()
    await expect(dialog.getByRole('img', { name: 'Transaction pending' })).toBeVisible()
    await expect(dialog.locator('.kit-tx[data-status=pending]')).toHaveCount(1)
    await check(page, 'account-pending')

    await rpc(anvil(), 'evm_mine')
    await expect(dialog.locator('.kit-tx[data-status=confirmed]')).toHaveCount(1, { timeout: 20_000 })
    await expect(dialog.getByRole('img', { name: 'Transaction pending' })).toHaveCount(0)
    await check(page, 'account-confirmed')
  } finally {
    await rpc(anvil(), 'evm_setAutomine', [true])
  }

  // Persisted: still there after a reload.
  await page.reload()
  await page.getByTestId('account-button').click()
  await expect(dialog.locator('.kit-tx')).toHaveCount(1)
  await dialog.getByTestId('clear-transactions').click()
  await expect(dialog.getByTestId('transactions-empty')).toBeVisible()

  await dialog.getByTestId('disconnect-button').click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
})

test('sign a message from the page', async ({ page }) => {
  await connect(page)
  await page.getByTestId('sign-message').click()
  await expect(page.getByTestId('sign-result')).toContainText('Signed: 0x')
  await check(page, 'signed')
})

test.describe('on a chain with an explorer (the default build, mainnet)', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1] } })

  test('View more on Explorer links to the address page', async ({ page }) => {
    // The default build reads mainnet through its public RPC; here anvil answers in its place.
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.protocol === 'https:',
      async (route) => route.fulfill({ response: await route.fetch({ url: anvil() }) }),
    )
    await page.goto(process.env.E2E_DEFAULT_APP_URL!)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
    await page.getByTestId('account-button').click()
    const link = page.getByRole('dialog', { name: 'Account' }).getByTestId('explorer-link')
    await expect(link).toHaveText('View more on Explorer')
    await expect(link).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await check(page, 'account-explorer')
  })
})

test.describe('numbers in the visitor’s locale', () => {
  // 10,000 ETH less what earlier tests spent: grouped, with a decimal sign, as each locale writes them.
  for (const locale of ['en', 'de', 'fr'] as const) {
    test(`${locale}: the account balance is written as ${locale} writes numbers`, async ({ page }) => {
      await startIn(page, locale)
      await page.goto(appUrl())
      await page.getByTestId('connect-button').click()
      await page.getByTestId(TEST_WALLET).click()
      await page.getByTestId('account-button').click()
      const wei = BigInt(await rpc<Hex>(process.env.E2E_RPC_URL!, 'eth_getBalance', [DEV_ACCOUNT, 'latest']))
      const amount = Number(formatEther(wei)).toLocaleString(locale, { maximumFractionDigits: 3 })
      await expect(page.getByTestId('account-balance')).toHaveText(`${amount} ETH`)
    })
  }
})
