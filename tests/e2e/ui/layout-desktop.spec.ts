import type { Locator, Page } from '@playwright/test'
import { PNG } from 'pngjs'
import { answerVerify, appUrl, expect, settled, shot, test, TEST_WALLET } from './helpers.ts'
import { expectFits, failNextConnect, LONG_ERROR } from './layout.ts'

/** Mean brightness of the bottom 10 px of an element, as painted. */
async function bottomBrightness(page: Page, el: Locator): Promise<number> {
  const box = (await el.boundingBox())!
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: box.x, y: box.y + box.height - 10, width: box.width, height: 10 } }),
  )
  let sum = 0
  for (let i = 0; i < png.data.length; i += 4) sum += png.data[i] + png.data[i + 1] + png.data[i + 2]
  return sum / (png.data.length / 4) / 3
}

/** The connect panel shows all of itself: nothing scrolls inside it. */
const panelFits = (dialog: Locator) =>
  dialog.locator('.kit-connect-panel').evaluate((el) => el.scrollHeight <= el.clientHeight)

test('wide modal: keyboard from the first key, the hidden wallets hinted, no panel overflows, the title stays put', async ({
  page,
}) => {
  await answerVerify(page)
  await page.goto(appUrl())
  const opener = page.getByTestId('connect-button')
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  // The arrow keys work at once: focus starts on the first wallet.
  await expect(page.getByTestId(TEST_WALLET)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('wallet-option-rainbow')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await page.keyboard.press('Enter')
  await expectFits(page, 'wide NONE', { sheet: false })
  // '(unsupported)' is a line of its own under the name, never the name itself wrapping.
  const brave = page.getByTestId('wallet-option-brave')
  const name = (await brave.locator('.kit-wallet-name').boundingBox())!
  const tag = (await brave.locator('.kit-unsupported').boundingBox())!
  expect(tag.x).toBe(name.x)
  expect(tag.y).toBeGreaterThan(name.y)

  // More wallets than fit: the list's lower edge is shaded until it is scrolled to the end.
  const groups = dialog.locator('.kit-wallet-groups')
  expect(await groups.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
  const shaded = await bottomBrightness(page, groups)
  await groups.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(page.getByTestId('wallet-option-ledger')).toBeInViewport({ ratio: 1 })
  await expect.poll(() => bottomBrightness(page, groups)).toBeGreaterThan(shaded + 2)
  await groups.evaluate((el) => el.scrollTo(0, 0))

  const title = dialog.locator('.kit-connect-panel .kit-modal-title')
  const titleY = async () => (await title.boundingBox())!.y
  const listTitleY = (await dialog.locator('.kit-connect-list .kit-modal-title').boundingBox())!.y
  const expectSteady = async (step: string) => {
    expect(await titleY(), `${step}: the title's position`).toBe(listTitleY)
    expect(await panelFits(dialog), `${step}: the panel fits`).toBe(true)
    await expectFits(page, `wide ${step}`, { sheet: false })
    await shot(page, `layout-wide-${step.replaceAll(/\W+/g, '-')}`)
  }
  await expectSteady('NONE')
  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await expect(title).toHaveText('Get a Wallet')
  await expectSteady('GET')
  await page.getByTestId('get-coinbase').click()
  await expectSteady('DOWNLOAD_OPTIONS')
  await page.getByTestId('get-mobile').click()
  await expect(page.getByTestId('download-qr')).toHaveAttribute('data-ready', 'true')
  await expectSteady('DOWNLOAD')
  await page.getByTestId('download-continue').click()
  await expectSteady('INSTRUCTIONS_MOBILE')

  await page.getByTestId('wallet-option-rainbow').click()
  await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
  await expectSteady('CONNECT with a QR code')

  // A long relay or SDK error: a short message, RETRY in view, the whole text on demand.
  const release = await failNextConnect(page, LONG_ERROR)
  await page.getByTestId(TEST_WALLET).click()
  await expect(dialog.getByText('Confirm connection in the extension')).toBeVisible()
  await expectSteady('CONNECT confirming')
  await release()
  await expect(dialog.getByTestId('connect-error')).toHaveText('Non conforming namespaces.')
  await expect(dialog.getByTestId('connect-retry')).toBeInViewport({ ratio: 1 })
  await expectSteady('CONNECT failed')
  await dialog.getByText('Details').click()
  await expect(dialog.getByTestId('connect-error-details')).toContainText(LONG_ERROR)
  await expect(dialog.getByTestId('connect-retry')).toBeInViewport({ ratio: 1 })
  await expectSteady('CONNECT failed, details open')
})

test('compact modal: What is a Wallet? always in view, below the scrolling list; titles steady', async ({ page }) => {
  await answerVerify(page)
  await page.goto(`${appUrl()}/?modal=compact`)
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  const learn = dialog.getByRole('button', { name: 'What is a Wallet?' })
  await expect(learn).toBeInViewport({ ratio: 1 })
  // Positions are compared below: measure once the entrance animation has ended.
  await settled(page)
  const box = (await dialog.boundingBox())!
  const learnBox = (await learn.boundingBox())!
  expect(learnBox.y + learnBox.height).toBeLessThanOrEqual(box.y + box.height)
  // The wallets scroll above it, the link stays where it is.
  const groups = dialog.locator('.kit-wallet-groups')
  await groups.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(page.getByTestId('wallet-option-ledger')).toBeInViewport({ ratio: 1 })
  expect((await learn.boundingBox())!.y).toBe(learnBox.y)
  await expectFits(page, 'compact list', { sheet: false })
  await shot(page, 'layout-compact-list')

  const titleY = async () => (await dialog.locator('.kit-modal-title').boundingBox())!.y
  const listTitleY = await titleY()
  await page.getByTestId('wallet-option-rainbow').click()
  await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
  expect(await titleY()).toBe(listTitleY)
  expect(await panelFits(dialog)).toBe(true)
  await expectFits(page, 'compact CONNECT', { sheet: false })
})

test('keyboard from the first key starts on the recent wallet', async ({ page }) => {
  // Focus on a QR wallet (WalletConnect, by the arrow key) proposes its pairing ahead of a click.
  await answerVerify(page)
  await page.goto(appUrl())
  await page.evaluate(() => localStorage.setItem('kit.recentWallets', JSON.stringify(['metaMask'])))
  await page.reload()
  await page.getByTestId('connect-button').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('wallet-option-metaMask')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('wallet-option-walletConnect')).toBeFocused()
})

test.describe('a tablet, 768 px, on a wrong network', () => {
  test.use({ viewport: { width: 768, height: 800 }, wallet: { chainId: 1, knownChains: [1] } })

  test('the large-screen header (full chain status and balance) fits: the page controls move below', async ({
    page,
  }) => {
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await expect(page.getByTestId('wrong-network-button')).toHaveText('Wrong network')
    await expect(page.getByTestId('account-button')).toContainText('ETH')
    await expectFits(page, 'tablet wrong network', { sheet: false })
    await shot(page, 'layout-wrong-network')
  })
})
