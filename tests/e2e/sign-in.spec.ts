import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The app built with sign-in on (VITE_AUTH_URL=/api/auth) and the auth API mounted same-origin.
const authAppUrl = () => process.env.E2E_AUTH_APP_URL!
const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

interface TestWallet {
  set(behaviour: object): void
  emit(event: string, ...args: unknown[]): void
  requests(): string[]
}

/** Connects the test wallet; the connect modal then shows the sign-in step. */
async function connect(page: Page) {
  await page.goto(authAppUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  const dialog = page.getByRole('dialog', { name: 'Sign in to Beacon' })
  await expect(dialog).toBeVisible()
  return dialog
}

function session(page: Page): Promise<{ authenticated: boolean; address?: string }> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json())
}

/** Calls a method of the injected test wallet (tests/e2e/wallet) in the page. */
function callWallet(page: Page, method: keyof TestWallet, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([name, params]) =>
      (window as unknown as { testWallet: Record<string, (...a: unknown[]) => unknown> }).testWallet[name](...params),
    [method, args] as [string, unknown[]],
  )
}

const signButton = (page: Page) => page.getByTestId('sign-in-button')
const error = (page: Page) => page.getByTestId('sign-in-error')

test('sign in, keep the session across a reload, sign out on disconnect', async ({ page, consoleErrors }) => {
  const dialog = await connect(page)
  const message = page.getByTestId('sign-in-message')
  await expect(message).toContainText('wants you to sign in with your Ethereum account')
  await expect(message).toContainText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  await expect(message).toContainText(`URI: ${new URL(authAppUrl()).origin}`)
  await expect(message).toContainText('Chain ID: 31337')

  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect(dialog).toBeHidden()
  expect(await session(page)).toMatchObject({
    authenticated: true,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kit_siwe')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false, path: '/' })

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)

  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect.poll(async () => (await session(page)).authenticated).toBe(false)

  // Connecting again asks for a new signature.
  await page.reload()
  await connect(page)
  expect(consoleErrors).toEqual([])
})

test('rejecting the signature returns to idle saying so, from where the user can retry', async ({ page }) => {
  await connect(page)
  await callWallet(page, 'set', { reject: true })
  await signButton(page).click()
  await expect(signButton(page)).toBeEnabled()
  await expect(page.getByTestId('sign-in-status')).toHaveAttribute('data-status', 'idle')
  await expect(error(page)).toHaveText('You rejected the request.')
  expect(await callWallet(page, 'requests')).toContain('personal_sign')

  await callWallet(page, 'set', { reject: false })
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test("a wallet that closes its modal without a code ('User closed modal') is a rejection too: idle, said so", async ({
  page,
}) => {
  await connect(page)
  await page.evaluate(() => {
    const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
      .ethereum
    const request = provider.request.bind(provider)
    provider.request = async (args) => {
      if (args.method !== 'personal_sign') return request(args)
      provider.request = request
      Object.assign(window, { closedModal: true })
      throw new Error('User closed modal')
    }
  })
  await signButton(page).click()
  await expect.poll(() => page.evaluate(() => 'closedModal' in window)).toBe(true)
  await expect(signButton(page)).toBeEnabled()
  await expect(page.getByTestId('sign-in-status')).toHaveAttribute('data-status', 'idle')
  await expect(error(page)).toHaveText('You rejected the request.')

  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('Disconnect and Escape leave the sign-in step and disconnect the wallet', async ({ page }) => {
  await connect(page)
  await page.getByTestId('sign-in-cancel').click()
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  await expect(page.getByTestId('connect-button')).toBeVisible()

  await connect(page)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('wallet-option-dev.beacon.testwallet')).toBeVisible()
})

test('Escape pressed the instant the sign-in step shows cancels it and disconnects, not only the connect modal under it', async ({
  page,
}) => {
  await page.goto(authAppUrl())
  // The key goes down as soon as the dialog is in the document (a MutationObserver's microtask),
  // before any task after React's commit: a listener added in a passive effect would miss it.
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="sign-in-modal"]')) return
      observer.disconnect()
      const target = document.activeElement ?? document.body
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      Object.assign(window, { escapePressed: true })
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await page.waitForFunction(() => 'escapePressed' in window)
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('wallet-option-dev.beacon.testwallet')).toBeVisible()
})

test('a nonce that cannot be fetched: "Error preparing message", then a retry', async ({ page }) => {
  await page.route('**/api/auth/nonce', (route) =>
    route.fulfill({ status: 503, json: { error: 'busy', message: 'busy' } }),
  )
  await connect(page)
  await expect(error(page)).toHaveText('Error preparing message, please retry!')
  await page.unroute('**/api/auth/nonce')
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('a wallet that fails to sign: "Error signing message", then a retry', async ({ page }) => {
  await connect(page)
  await page.evaluate(() => {
    const provider = (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } })
      .ethereum
    const request = provider.request.bind(provider)
    provider.request = async (args) => {
      if (args.method !== 'personal_sign') return request(args)
      provider.request = request
      throw Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 })
    }
  })
  await signButton(page).click()
  await expect(error(page)).toHaveText('Error signing message, please retry!')
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('a refused signature: "Error verifying signature", then a retry with a new nonce', async ({ page }) => {
  await connect(page)
  await page.route('**/api/auth/verify', (route) =>
    route.fulfill({ status: 401, json: { error: 'invalid_signature', message: 'no' } }),
  )
  await signButton(page).click()
  await expect(error(page)).toHaveText('Error verifying signature, please retry!')
  await page.unroute('**/api/auth/verify')
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('a session that does not stick: "Oops, something went wrong!"', async ({ page }) => {
  await connect(page)
  // The API accepts the signature, but the session never shows up (as with a blocked cookie).
  await page.route('**/api/auth/session', (route) => route.fulfill({ json: { authenticated: false } }))
  await signButton(page).click()
  await expect(error(page)).toHaveText('Oops, something went wrong!')
  await page.unroute('**/api/auth/session')
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})

test('switching to another account in the wallet signs the user out', async ({ page }) => {
  await connect(page)
  await signButton(page).click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')

  await callWallet(page, 'emit', 'accountsChanged', [SECOND_ACCOUNT])
  await expect.poll(async () => (await session(page)).authenticated).toBe(false)
  await expect(page.getByTestId('connect-button')).toBeVisible()
  // Signing in again is offered. (The test wallet's own key has not changed, so it reports its
  // first account again right after; what matters here is that the old session is gone.)
  await page.getByTestId('connect-button').click()
  await expect(page.getByRole('dialog', { name: 'Sign in to Beacon' })).toBeVisible()
})

test.describe('the wallet is on a chain the app does not have', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1] } })
  const anvil = Number(process.env.E2E_CHAIN_ID ?? 31337)

  test('it switches to the app’s chain first, then signs a message that names that chain', async ({ page }) => {
    await page.goto(authAppUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
    const networks = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(networks.getByText('Wrong network detected, switch or disconnect to continue.')).toBeVisible()
    await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)

    await networks.getByTestId(`chain-option-${anvil}`).click()
    await expect(page.getByRole('dialog', { name: 'Sign in to Beacon' })).toBeVisible()
    await expect(networks).toBeHidden()
    await expect(page.getByTestId('sign-in-message')).toContainText(`Chain ID: ${anvil}`)
    await signButton(page).click()
    await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
    expect(await session(page)).toMatchObject({ authenticated: true })
    // One signature was asked for, after the switch.
    const requests = (await callWallet(page, 'requests')) as string[]
    expect(requests.filter((method) => method === 'personal_sign')).toHaveLength(1)
    expect(requests.indexOf('personal_sign')).toBeGreaterThan(requests.lastIndexOf('wallet_switchEthereumChain'))
  })
})
