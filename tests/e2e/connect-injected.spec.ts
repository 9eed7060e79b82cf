import { appUrl, expect, test } from './fixtures.ts'

test('connect the injected wallet, reconnect on reload, disconnect', async ({ page, consoleErrors }) => {
  const workers: string[] = []
  const wasm: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(new URL(r.url()).pathname))
  await page.goto(appUrl())
  expect(wasm).toEqual([])

  const connect = page.getByTestId('connect-button')
  await expect(connect).toHaveText('Connect Wallet')
  await connect.click()

  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  // The Rust core answers from its worker, started only now that something uses it.
  await expect(page.getByTestId('core-version')).toHaveText(/^\d+\.\d+\.\d+$/)
  expect(workers.length).toBe(1)
  // Only the QR module: the validation module is for WalletConnect, and nobody chose it.
  expect(wasm).toEqual([expect.stringMatching(/\/core-qr-[\w-]+\.wasm$/)])

  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  const account = page.getByTestId('account-button')
  await expect(account).toContainText('0xf39F…2266')
  // A fresh anvil gives each dev account 10,000 ETH.
  await expect(account).toContainText('10,000 ETH')
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect(page.getByTestId('connect-button')).toHaveCount(0)

  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')

  await page.reload()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(wasm.filter((p) => p.includes('core-validate'))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a wallet that rejects the connection shows the error and stays usable', async ({ page }) => {
  await page.goto(appUrl())
  await page.evaluate(() =>
    (window as unknown as { testWallet: { set(b: object): void } }).testWallet.set({ reject: true }),
  )
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByRole('alert')).toContainText('User rejected the request.')

  await page.evaluate(() =>
    (window as unknown as { testWallet: { set(b: object): void } }).testWallet.set({ reject: false }),
  )
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})
