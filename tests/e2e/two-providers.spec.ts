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

  // Connected, both providers would show the one injected wallet, as the wallet connected the page;
  // the second would then read Sepolia, which no test may reach. The connected state's mapping is
  // unit-tested (buttonState.test.ts).
  test("a button of the dapp's own (ConnectButtonCustom) shows its provider's state and opens its modal", async ({
    page,
  }) => {
    await page.goto(`${process.env.E2E_APP_URL}/?providers=two`)
    const first = page.getByTestId('dapp-Beacon').getByTestId('custom-button')
    const second = page.getByTestId('dapp-Second Dapp').getByTestId('custom-button')
    await expect(first).toHaveText('Beacon: connect')
    await expect(second).toHaveText('Second Dapp: connect')

    await second.click()
    const germanModal = page.locator('.kit-root[lang="de"]').getByRole('dialog')
    await expect(germanModal).toBeVisible()
    await expect(page.locator('.kit-root[lang="en"]').getByRole('dialog')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(germanModal).toHaveCount(0)

    await first.click()
    await expect(page.locator('.kit-root[lang="en"]').getByRole('dialog')).toBeVisible()
  })
})
