import { privateKeyToAddress } from 'viem/accounts'
import { answerVerify, startTestWcWallet } from '../walletconnect/helpers.ts'
import { DEV_KEYS } from '../wallet/options.ts'
import { disconnect, expectCoreFrom, pairByQr, shortAddress, signMessage, watchCore } from './flows.ts'
import { expect, test } from './servers.ts'

// tests/consumers/vite-app: a Vite + React 19 + wagmi 3 dapp written from docs/kit.md, built from
// the kit's tarball and served under the strict Content-Security-Policy (any violation fails the
// test, as in every browser test).
const ACCOUNT = privateKeyToAddress(DEV_KEYS[0])

test('connect the injected wallet, sign a message, disconnect; the core from the app’s own origin', async ({
  page,
  viteConsumer,
  consoleErrors,
}) => {
  const core = watchCore(page)
  await page.goto(viteConsumer.url)
  const connect = page.getByTestId('connect-button')
  await expect(connect).toHaveText('Connect Wallet')
  await connect.click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  await expectCoreFrom(core, viteConsumer.origin)

  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(ACCOUNT))
  await signMessage(page, ACCOUNT, 'Hello from a Vite dapp')
  await disconnect(page)
  await expect(page.getByRole('button', { name: 'Sign message' })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('painted from its HTML: a press before the app’s code has run opens the connect modal, and the kit goes on with the wallet pressed in it', async ({
  page,
  viteConsumer,
  consoleErrors,
}) => {
  await answerVerify(page, viteConsumer.origin)
  const html = await (await page.request.get(viteConsumer.url)).text()
  expect(html).toMatch(/<div id="root">.*data-testid="connect-button"/s)
  // The app's code held back: what shows comes from the HTML and the kit's boot script alone.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(viteConsumer.url, { waitUntil: 'commit' })
  const connect = page.getByTestId('connect-button')
  await expect(connect).toHaveText('Connect Wallet')
  await connect.click()
  const first = page.locator('#kit-first-modal').getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(first).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-kit-ready')
  const rainbow = first.getByRole('button', { name: 'Rainbow' })
  await rainbow.click()
  await expect(rainbow).toHaveAttribute('aria-busy', 'true')

  release()
  await expect(page.locator('html')).toHaveAttribute('data-kit-ready')
  await expect(page.locator('#kit-first-modal')).toHaveCount(0)
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
  await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
  // Hydrated without a mismatch (React reports one as an error).
  expect(consoleErrors).toEqual([])
})

test('the connect modal’s code is asked for before the app’s own code runs, though the browser is never idle', async ({
  page,
  viteConsumer,
}) => {
  // A slow phone, where the first idle moment comes long after the button works: here, never.
  // And when the app's entry module looks up its root (src/main.tsx, after everything it imports
  // has run: the kit, wagmi, viem, the app), the modal's code must already be on its way.
  await page.addInitScript(() => {
    Object.assign(window, { requestIdleCallback: () => 0 })
    const getElementById = Document.prototype.getElementById
    Document.prototype.getElementById = function (id) {
      if (id === 'root') (window as unknown as { __rootAt?: number }).__rootAt ??= performance.now()
      return getElementById.call(this, id)
    }
  })
  const modalCode = page.waitForRequest(/\/assets\/ConnectModal-[\w-]+\.js$/, { timeout: 15_000 })
  await page.goto(viteConsumer.url)
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  const url = (await modalCode).url()
  // A resource's timing is listed once it has arrived; the root's lookup once the entry has run.
  const times = () =>
    page.evaluate(
      (name) => ({
        askedAt: performance.getEntriesByName(name)[0]?.startTime,
        rootAt: (window as unknown as { __rootAt?: number }).__rootAt,
      }),
      url,
    )
  await expect.poll(async () => Object.values(await times()).every((at) => at !== undefined)).toBe(true)
  const { askedAt, rootAt } = await times()
  expect(askedAt, 'the modal’s code asked for before the app’s code ran').toBeLessThan(rootAt!)
})

test.describe('on another network', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1, 31337] } })

  test('the wallet on a chain the app does not have: switch to the app’s chain', async ({ page, viteConsumer }) => {
    await page.goto(viteConsumer.url)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
    const wrong = page.getByTestId('wrong-network-button')
    await expect(wrong).toHaveText('Wrong network')
    await wrong.click()
    await page.getByTestId(`chain-option-${process.env.E2E_CHAIN_ID}`).click()
    await expect(wrong).toHaveCount(0)
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(ACCOUNT))
    await signMessage(page, ACCOUNT, 'Hello from a Vite dapp')
  })
})

test.describe('WalletConnect', () => {
  test.use({ wallet: { announce: false, injectWindowEthereum: false } })

  test('pair by the QR code on the screen, sign a message, disconnect', async ({ page, viteConsumer }) => {
    const wallet = await startTestWcWallet()
    try {
      await pairByQr(page, viteConsumer.url, wallet)
      await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
      await signMessage(page, wallet.address, 'Hello from a Vite dapp')
      expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
      await disconnect(page)
    } finally {
      await wallet.stop()
    }
  })
})
