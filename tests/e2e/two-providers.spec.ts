import { expect, test } from './fixtures.ts'

// ?providers=two (web/app/TwoProviders): the page's own configuration and a second one fetched
// after load, each in its own <KitProvider>.
test.describe('without a wallet', () => {
  test.use({ wallet: { announce: false, injectWindowEthereum: false } })

  test('two providers, one configured after a fetch, each render their own Connect button and modal', async ({
    page,
  }) => {
    await page.goto(`${process.env.E2E_APP_URL}/?providers=two`)
    const first = page.getByTestId('dapp-Beacon')
    const second = page.getByTestId('dapp-Second Dapp')

    await expect(first.getByTestId('dapp-chains')).toHaveText('Anvil')
    await expect(second.getByTestId('dapp-chains')).toHaveText('Sepolia')
    await expect(first.getByTestId('connect-button')).toHaveText('Connect Wallet')
    // The second configuration names German: its provider speaks it, the first stays English.
    await expect(second.getByTestId('connect-button')).toHaveText('Wallet verbinden')

    const englishModal = page.locator('.kit-root[lang="en"]').getByRole('dialog')
    const germanModal = page.locator('.kit-root[lang="de"]').getByRole('dialog')
    await second.getByTestId('connect-button').click()
    await expect(germanModal).toBeVisible()
    await expect(germanModal.getByRole('heading', { level: 2 }).first()).toHaveText('Wallet verbinden')
    await expect(englishModal).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(germanModal).toHaveCount(0)

    await first.getByTestId('connect-button').click()
    await expect(englishModal).toBeVisible()
    await expect(englishModal.getByRole('heading', { level: 2 }).first()).toHaveText('Connect a Wallet')
    await expect(germanModal).toHaveCount(0)
  })
})

test("a button of the dapp's own (ConnectButtonCustom) opens its provider's modal, connects, and shows the account", async ({
  page,
}) => {
  await page.goto(`${process.env.E2E_APP_URL}/?providers=two`)
  const second = page.getByTestId('dapp-Second Dapp')
  const first = page.getByTestId('dapp-Beacon')
  await expect(second.getByTestId('custom-button')).toHaveText('Second Dapp: connect')
  const custom = first.getByTestId('custom-button')
  await expect(custom).toHaveText('Beacon: connect')
  await custom.click()
  const modal = page.locator('.kit-root[lang="en"]').getByRole('dialog')
  await expect(modal).toBeVisible()
  await modal.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(custom).toHaveText(/^Beacon: 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)
  // The first provider's connection is its own: the second still offers to connect.
  await expect(second.getByTestId('custom-button')).toHaveText('Second Dapp: connect')
  await custom.click()
  await expect(modal.getByTestId('account-balance')).toBeVisible()
})
