import { expect, test } from './fixtures.ts'

test.use({ wallet: { announce: false, injectWindowEthereum: false } })

// ?providers=two (web/app/TwoProviders): the page's own configuration and a second one fetched
// after load, each in its own <KitProvider>.
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
