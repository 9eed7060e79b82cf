import type { Page } from '@playwright/test'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { expect, test } from '../fixtures.ts'
import { authSession as session, scanWithWallet, shortAddress, startTestWcWallet } from './helpers.ts'

// One-click sign-in: the app built with sign-in on (VITE_AUTH_URL) and the local relay. Choosing
// a WalletConnect wallet shows a QR code whose session proposal also asks for sign-in with a
// nonce from our auth API; the test wallet scans it from the pixels and approves with CACAOs
// signed by its key, refuses, tampers, or approves the session alone.

let wallet: WcWallet

test.afterEach(async () => {
  await wallet?.stop()
})

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'kit_siwe')

test('one approval in the wallet connects and signs in: session cookie, account shown, no sign-in modal', async ({
  page,
  consoleErrors,
}) => {
  wallet = await startTestWcWallet({ authenticate: 'approve' })
  const wasm: string[] = []
  page.context().on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname)
  })
  await scanWithWallet(page, wallet)

  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  // The proposal the QR code carried asked for sign-in too.
  expect(wallet.proposals).toEqual([{ signIn: true }])
  expect(await session(page)).toMatchObject({ authenticated: true, address: wallet.address })
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Sign in to Beacon' })).toHaveCount(0)
  // One approval: the wallet was never asked for a second signature.
  expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')
  // The CACAO checks ran in the Rust core: the worker loaded its auth module.
  expect(wasm.some((path) => /\/core-auth-[\w-]+\.wasm$/.test(path))).toBe(true)

  // Signed in across a reload, with the session the wallet settled.
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('a rejected sign-in proposal returns the CONNECT step to RETRY, signed out', async ({ page }) => {
  wallet = await startTestWcWallet({ authenticate: 'reject' })
  await scanWithWallet(page, wallet)
  await expect(page.getByRole('alert')).toContainText(/rejected/i)
  await expect(page.getByTestId('connect-retry')).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()
  expect(await session(page)).toMatchObject({ authenticated: false })
  await expect(page.getByTestId('connect-button')).toBeVisible()
})

test('a wallet that approves only the session connects, then signs in through the sign-in modal', async ({ page }) => {
  wallet = await startTestWcWallet()
  await scanWithWallet(page, wallet)
  const dialog = page.getByRole('dialog', { name: 'Sign in to Beacon' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('sign-in-message')).toContainText(wallet.address)
  expect(await sessionCookie(page)).toBeUndefined()
  // The app asked for one-click sign-in; this wallet ignored the request.
  expect(wallet.proposals).toEqual([{ signIn: true }])

  await page.getByTestId('sign-in-button').click()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  await expect(dialog).toBeHidden()
  expect(await session(page)).toMatchObject({ authenticated: true, address: wallet.address })
  expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
})

for (const mode of ['otherDomain', 'otherNonce'] as const) {
  test(`a CACAO bound to ${mode === 'otherDomain' ? 'another domain' : 'another nonce'} is refused: verification error, no session`, async ({
    page,
  }) => {
    wallet = await startTestWcWallet({ authenticate: mode })
    await scanWithWallet(page, wallet)
    await expect(page.getByRole('alert')).toContainText('Error verifying signature, please retry!')
    await expect(page.getByTestId('connect-retry')).toBeVisible()
    expect(await sessionCookie(page)).toBeUndefined()
    expect(await session(page)).toMatchObject({ authenticated: false })
    await expect(page.getByTestId('connect-button')).toBeVisible()
  })
}
