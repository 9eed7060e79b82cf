import { appUrl, check, expect, shot, test, TEST_WALLET } from './helpers.ts'
import { expectFits, failNextConnect, LONG_ERROR } from './layout.ts'

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)
// Narrowest last: the checks in both themes run there, where wrapping is likeliest to hurt.
const WIDTHS = [430, 390, 360, 320]

test.use({
  viewport: { width: WIDTHS[0]!, height: 740 },
  isMobile: true,
  hasTouch: true,
  wallet: { knownChains: [ANVIL, 1] },
})

test('every state fits every phone, in both themes', async ({ page }) => {
  // One page steps through eleven states, each measured at four widths: the themes change
  // colours, never sizes, so the layout is measured in light and axe runs in both.
  test.setTimeout(120_000)
  const step = async (state: string, atEachWidth?: () => Promise<void>) => {
    const sheet = (await page.getByRole('dialog').count()) > 0
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 })
      await expectFits(page, `${state} at ${width} px`, { sheet })
      await atEachWidth?.()
      await shot(page, `layout-light-${state}`)
    }
    await check(page, `layout-${state}`)
  }

  await page.goto(appUrl())
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await step('disconnected')

  await page.getByTestId('connect-button').click()
  const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(sheet.getByTestId('wallet-option-walletConnect')).toBeVisible()
  await step('connect')

  await page.getByTestId('mobile-get-wallet').click()
  await expect(page.getByRole('dialog', { name: 'Get a Wallet' })).toBeVisible()
  await step('get-a-wallet')
  await page.getByRole('button', { name: 'Back' }).click()

  const release = await failNextConnect(page, LONG_ERROR)
  await page.getByTestId(TEST_WALLET).click()
  await expect(sheet.getByText('Opening Test Wallet...')).toBeVisible()
  await step('connecting')

  await release()
  await expect(sheet.getByTestId('connect-error')).toHaveText('Non conforming namespaces.')
  const retry = sheet.getByTestId('connect-retry')
  const retryOnScreen = () => expect(retry).toBeInViewport({ ratio: 1 })
  await step('error', retryOnScreen)
  await sheet.getByText('Details').click()
  await expect(sheet.getByTestId('connect-error-details')).toContainText('Required: eip155:31337 Approved: eip155:1')
  await step('error-details', retryOnScreen)

  await retry.click()
  const account = page.getByTestId('account-button')
  await expect(account).toContainText('0xf39F…2266')
  // The spec's small-screen defaults: no balance on the button.
  await expect(account).not.toContainText('ETH')
  await expect(page.getByTestId('send-result')).toHaveText(
    'Sends 0 ETH to yourself; it then shows under Recent Transactions.',
  )
  await step('connected')

  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await step('account')
  await page.getByRole('button', { name: 'Close' }).click()

  // The wallet moves to another network by itself.
  await page.evaluate(() =>
    (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    }),
  )
  const wrong = page.getByTestId('wrong-network-button')
  await expect(wrong).toBeVisible()
  // Small screens show the chain status as an icon; the words are there for screen readers.
  await expect(wrong).toHaveAccessibleName(/Wrong network/)
  await expect(wrong.getByText('Wrong network')).toHaveClass(/kit-sr-only/)
  // The symbol of the app's chain, even while the wallet is elsewhere.
  await expect(page.getByTestId('send-result')).toContainText('Sends 0 ETH to yourself')
  await step('wrong-network')

  await wrong.click()
  const chains = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(chains.getByTestId('wrong-network-notice')).toBeVisible()
  await step('chain-wrong-network')
  await chains.getByTestId(`chain-option-${ANVIL}`).click()
  await expect(chains).toBeHidden()
  await expect(wrong).toHaveCount(0)

  await account.click()
  await page.getByRole('dialog', { name: 'Account' }).getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()

  // Sign-in (the app built with sign-in on).
  await page.goto(process.env.E2E_KIT_AUTH_APP_URL!)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  await expect(page.getByTestId('sign-in-message')).toContainText('wants you to sign in')
  await step('sign-in')
})
