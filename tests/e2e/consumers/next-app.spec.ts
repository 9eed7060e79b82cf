import type { Browser, Page } from '@playwright/test'
import { privateKeyToAddress } from 'viem/accounts'
import { startTestWcWallet } from '../walletconnect/helpers.ts'
import { injectTestWallet, recordCspViolations, recordOutsideRequests, type CspViolation } from '../fixtures.ts'
import { DEV_KEYS } from '../wallet/options.ts'
import { disconnect, expectCoreFrom, pairByQr, shortAddress, signMessage, watchCore } from './flows.ts'
import { expect, test } from './servers.ts'

// tests/consumers/next-app: a Next.js 16 App Router dapp written from docs/kit.md, built from the
// kit's tarball (next build, Turbopack) and run with next start: the kit in a client component
// under a server-rendered layout, a Content-Security-Policy with a nonce per request (proxy.js),
// and sign-in checked by the app's own route handlers with the kit's server entry.
const ACCOUNT = privateKeyToAddress(DEV_KEYS[0])
const MESSAGE = 'Hello from a Next.js dapp'

/** Who the app's own sign-in API says is signed in, asked from the page (the cookie is HttpOnly). */
const session = (page: Page): Promise<{ authenticated: boolean; address?: string }> =>
  page.evaluate(async () => (await fetch('/api/auth/session')).json())

/** Signs the kit's sign-in message in its modal; the account button then shows. */
async function signIn(page: Page, address: string) {
  await expect(page.getByTestId('sign-in-message')).toContainText(address)
  await page.getByTestId('sign-in-button').click()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(address))
  expect(await session(page)).toMatchObject({ authenticated: true, address })
}

test('the Connect button is in the server’s HTML, with a fresh nonce on every script, and hydrates without a warning', async ({
  page,
  request,
  nextConsumer,
}) => {
  const nonces = []
  for (let i = 0; i < 2; i++) {
    const response = await request.get(nextConsumer.url)
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce, 'a nonce in the policy').toBeTruthy()
    const html = await response.text()
    expect(html).toMatch(/<button[^>]*data-testid="connect-button"[^>]*>Connect Wallet<\/button>/)
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])

  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(nextConsumer.url)
  // A press opens the modal only once React has hydrated the button.
  await page.getByTestId('connect-button').click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  expect(warnings).toEqual([])
})

test('connect the injected wallet, sign in, sign a message, disconnect; the core from the app’s own origin', async ({
  page,
  nextConsumer,
}) => {
  const core = watchCore(page)
  await page.goto(nextConsumer.url)
  await page.getByTestId('connect-button').click()
  await expectCoreFrom(core, nextConsumer.origin)
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await signIn(page, ACCOUNT)
  await signMessage(page, ACCOUNT, MESSAGE)

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(ACCOUNT))
  await disconnect(page)
  expect(await session(page)).toEqual({ authenticated: false })
})

test.describe('on another network', () => {
  test.use({ wallet: { knownChains: [31337, 1] } })

  test('signed in, the wallet moves to a chain the app does not have: switch back, still signed in', async ({
    page,
    nextConsumer,
  }) => {
    await page.goto(nextConsumer.url)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
    await signIn(page, ACCOUNT)
    // The visitor switches in the wallet itself.
    await page.evaluate(() =>
      (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    )
    const wrong = page.getByTestId('wrong-network-button')
    await expect(wrong).toHaveText('Wrong network')
    await wrong.click()
    await page.getByTestId(`chain-option-${process.env.E2E_CHAIN_ID}`).click()
    await expect(wrong).toHaveCount(0)
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(ACCOUNT))
    expect(await session(page)).toMatchObject({ authenticated: true, address: ACCOUNT })
  })
})

test.describe('WalletConnect', () => {
  test.use({ wallet: { announce: false, injectWindowEthereum: false } })

  test('pair by the QR code on the screen, sign in, sign a message, disconnect', async ({ page, nextConsumer }) => {
    const wallet = await startTestWcWallet()
    try {
      await pairByQr(page, nextConsumer.url, wallet)
      await signIn(page, wallet.address)
      await signMessage(page, wallet.address, MESSAGE)
      await disconnect(page)
    } finally {
      await wallet.stop()
    }
  })
})

/** A visitor of their own: a browser context with the injected test wallet on `key`. */
async function visitor(browser: Browser, key: `0x${string}`, violations: CspViolation[], outside: string[]) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await injectTestWallet(page, { privateKey: key })
  recordOutsideRequests(page, outside)
  await recordCspViolations(page, violations)
  return { context, page, address: privateKeyToAddress(key) }
}

test('two visitors at once never see each other’s account or sign-in', async ({ browser, nextConsumer }) => {
  const violations: CspViolation[] = []
  const outside: string[] = []
  const visitors = await Promise.all(DEV_KEYS.slice(0, 2).map((key) => visitor(browser, key, violations, outside)))
  try {
    await Promise.all(
      visitors.map(async ({ page, address }) => {
        await page.goto(nextConsumer.url)
        await page.getByTestId('connect-button').click()
        await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
        await signIn(page, address)
      }),
    )
    for (const [mine, theirs] of [visitors, [...visitors].reverse()]) {
      await mine.page.reload()
      await expect(mine.page.getByTestId('address')).toHaveText(mine.address)
      await expect(mine.page.getByTestId('account-button')).toContainText(shortAddress(mine.address))
      expect(await session(mine.page)).toMatchObject({ authenticated: true, address: mine.address })
      // What the server renders for this visitor (with their cookie) holds nothing of the other's.
      const html = await (await mine.context.request.get(nextConsumer.url)).text()
      expect(html.toLowerCase()).not.toContain(theirs.address.toLowerCase().slice(2))
    }
  } finally {
    await Promise.all(visitors.map(({ context }) => context.close()))
  }
  expect(violations).toEqual([])
  expect(outside).toEqual([])
})
