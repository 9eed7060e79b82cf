import {
  answerVerify,
  appUrl,
  check,
  decodeQr,
  expect,
  holdWalletMethod,
  test,
  TEST_WALLET,
  testWallet,
} from './helpers.ts'

test('desktop connect modal: the list and the keyboard', async ({ page }) => {
  // Focus on a QR wallet (Rainbow, by the arrow keys) proposes its pairing ahead of a click.
  await answerVerify(page)
  await page.goto(appUrl())
  const opener = page.getByTestId('connect-button')
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  const title = dialog.locator('.kit-connect-panel .kit-modal-title')
  await expect(title).toHaveText('What is a Wallet?')
  await expect(dialog.getByText('(unsupported)').first()).toBeVisible()
  // Measured once the entrance animation (a slight overshoot) is over.
  await expect.poll(async () => (await dialog.boundingBox())!.height).toBeLessThanOrEqual(504)
  await check(page, 'connect-none')

  // Arrow keys move in the wallet list; Escape closes and focus goes back to the button.
  await page.getByTestId(TEST_WALLET).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('wallet-option-rainbow')).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.locator('[data-wallet-option]').last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // Tab stays inside the dialog.
  await opener.click()
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true)
})

test('desktop connect modal: every step of getting a wallet, and back', async ({ page, popups }) => {
  await answerVerify(page)
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  const title = dialog.locator('.kit-connect-panel .kit-modal-title')
  await expect(title).toHaveText('What is a Wallet?')

  // NONE → GET → DOWNLOAD_OPTIONS → DOWNLOAD → INSTRUCTIONS_MOBILE, then back all the way.
  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await expect(title).toHaveText('Get a Wallet')
  expect(await dialog.locator('.kit-get-item').count()).toBeLessThanOrEqual(5)
  await check(page, 'connect-get')

  await page.getByTestId('get-coinbase').click()
  await expect(title).toHaveText('Get Coinbase Wallet')
  await expect(dialog.getByText('Add to Chrome')).toBeVisible()
  await check(page, 'connect-download-options')

  await page.getByTestId('get-mobile').click()
  await expect(title).toHaveText('Install Coinbase Wallet')
  const qr = page.getByTestId('download-qr')
  await expect(qr).toHaveCSS('width', '268px')
  expect(await decodeQr(qr)).toBe('https://coinbase-wallet.onelink.me/q5Sx/fdb9b250')
  await check(page, 'connect-download')

  await page.getByTestId('download-continue').click()
  await expect(title).toHaveText('Get started with Coinbase Wallet')
  await expect(page.getByTestId('instructions-connect')).toHaveText('Connect')
  await check(page, 'connect-instructions-mobile')

  const back = dialog.getByRole('button', { name: 'Back' })
  await back.click()
  await expect(title).toHaveText('Install Coinbase Wallet')
  await back.click()
  await expect(title).toHaveText('Get Coinbase Wallet')
  await back.click()
  await expect(title).toHaveText('Get a Wallet')

  // An extension-only wallet goes straight to its extension instructions.
  await page.getByTestId('get-brave').click()
  await expect(title).toHaveText('Get started with Brave Wallet')
  await expect(page.getByTestId('instructions-refresh')).toHaveText('Refresh')
  await check(page, 'connect-instructions-extension')
  await back.click()
  await back.click()
  await expect(title).toHaveText('What is a Wallet?')
  await expect(back).toHaveCount(0)

  // A not-ready wallet with a download link: DOWNLOAD_OPTIONS. Brave Wallet is part of the Brave
  // browser, so outside Brave the browser is offered (its download page), not a Chrome extension.
  await page.getByTestId('wallet-option-brave').click()
  await expect(title).toHaveText('Get Brave Wallet')
  await expect(dialog.getByText('The Brave browser')).toBeVisible()
  await expect(dialog.getByText('Add to Chrome')).toHaveCount(0)
  await expect(page.getByTestId('add-extension')).toHaveText('Get Brave')
  await page.getByTestId('add-extension').click()
  await expect(title).toHaveText('Get started with Brave Wallet')
  await expect.poll(() => popups).toContain('https://brave.com/download/')
})

test('desktop connect: opening, confirming in the extension, RETRY after a failure', async ({ page }) => {
  await page.goto(appUrl())
  const release = await holdWalletMethod(page, 'eth_requestAccounts')
  await testWallet(page).set({ reject: true })
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog.getByText('Opening Test Wallet...')).toBeVisible()
  await expect(dialog.getByText('Confirm connection in the extension')).toBeVisible()
  await check(page, 'connect-confirm')

  await release()
  await expect(page.getByRole('alert')).toContainText('User rejected the request.')
  await expect(page.getByTestId('connect-retry')).toHaveText('RETRY')
  await expect(dialog.getByText("Don't have Test Wallet?")).toHaveCount(0)
  await check(page, 'connect-error')

  await testWallet(page).set({ reject: false })
  await page.getByTestId('connect-retry').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('wallet-option-dev.beacon.testwallet')).toHaveCount(0)
})

test('compact connect modal: the list alone, LEARN_COMPACT behind a link', async ({ page }) => {
  await page.goto(`${appUrl()}/?modal=compact`)
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect.poll(async () => (await dialog.boundingBox())!.height).toBeLessThanOrEqual(468)
  await check(page, 'connect-compact')
  await dialog.getByRole('button', { name: 'What is a Wallet?' }).click()
  await expect(dialog.locator('.kit-modal-title')).toHaveText('What is a Wallet?')
  await check(page, 'connect-learn-compact')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByTestId(TEST_WALLET)).toBeVisible()
})

for (const compact of [false, true]) {
  test(`${compact ? 'compact' : 'desktop'} CONNECT for a QR wallet: the pairing URI's QR, decodable with its logo`, async ({
    page,
  }) => {
    await answerVerify(page)
    await page.goto(compact ? `${appUrl()}/?modal=compact` : appUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-rainbow').click()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(dialog.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
    const qr = page.getByTestId('connect-qr')
    await expect(qr).toHaveCSS('width', compact ? '318px' : '382px')
    await expect(qr.locator('.kit-qr-logo')).toHaveCSS('width', compact ? '60px' : '72px')
    expect(await decodeQr(qr)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(dialog.getByText("Don't have Rainbow?")).toBeVisible()
    await check(page, compact ? 'connect-qr-compact' : 'connect-qr')

    await page.getByTestId('connect-get').click()
    await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
  })
}
