import type { Frame, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { getAddress, parseEther, type Hex } from 'viem'
import { rpc } from '../peers/anvil.ts'
import { ERROR_SAFES, OWNERS, SAFE_ADDRESS } from '../peers/safe-host/fixtures.ts'
import { readSafe } from '../peers/safe-host/safe-chain.ts'
import { DETECT_TIMEOUT_MS } from '../../web/kit/safe/detect.ts'
import { GATEWAY_TIMEOUT_MS } from '../../web/kit/safe/gateway/request.ts'
import { appUrl, expect, test } from './fixtures.ts'
import { shot } from './ui/helpers.ts'

/*
 * Safe embedded mode, in the Safe host harness (tests/peers/safe-host): the app framed by a page
 * on another loopback origin that answers the Safe Apps protocol like Safe{Wallet}, backed by
 * real Safe contracts on anvil and a local gateway.
 */

const hostUrl = (query = '') => `${process.env.E2E_SAFE_HOST_URL}/${query}`
const RECIPIENT = getAddress('0x000000000000000000000000000000000000bEEF')
/** How the account button shows SAFE_ADDRESS (a real Safe proxy, its CREATE2 address): first 4 and last 4 hex digits. */
const SAFE_SHORT = `${SAFE_ADDRESS.slice(0, 6)}…${SAFE_ADDRESS.slice(-4)}`

type Request = { method: string; params?: unknown[] }
type HarnessWindow = { harness: { set(changes: object): void; calls: { method: string; params: unknown }[] } }

/** The app's frame inside the host page. */
async function appFrame(page: Page): Promise<Frame> {
  const origin = new URL(appUrl()).origin
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(origin))).toBe(true)
  return page.frames().find((f) => f.url().startsWith(origin))!
}

/** One request to the app's Safe provider (exposed in test builds), from inside the frame. */
function providerRequest(frame: Frame, request: Request) {
  return frame.evaluate(async (args) => {
    const provider = (window as unknown as { __safeProvider: { request(r: object): Promise<unknown> } }).__safeProvider
    try {
      return { result: await provider.request(args) }
    } catch (error) {
      return { error: { message: (error as Error).message, code: (error as { code?: number }).code } }
    }
  }, request)
}

type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>

/** The Safe mode module: the Safe Apps SDK, our provider and the panel, in one lazy chunk. */
const SAFE_MODULE = 'kit/safe/embedded.ts'

const readBuilt = <T>(name: string) => JSON.parse(readFileSync(`${process.env.E2E_APP_DIR}/.vite/${name}`, 'utf8')) as T

/** The manifest keys of `key`'s chunk and of every chunk it imports statically, directly or not. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key]) throw new Error(`the build's manifest has no chunk "${key}"`)
  if (!seen.has(key)) {
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen)
  }
  return seen
}

/**
 * The built files only Safe mode loads: the lazy chunk of web/kit/safe/embedded.ts and the
 * chunks only it imports, read from the build's Vite manifest so that a renamed or re-split
 * chunk still counts. Chunks it shares with the entry or another lazy chunk are not Safe's.
 */
function safeOnlyFiles(): string[] {
  const manifest = readBuilt<Manifest>('manifest.json')
  const others = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if ((chunk.isEntry || chunk.isDynamicEntry) && key !== SAFE_MODULE) staticClosure(manifest, key, others)
  }
  return [...staticClosure(manifest, SAFE_MODULE)]
    .filter((key) => !others.has(key))
    .map((key) => `/${manifest[key].file}`)
}

/** The Safe Apps SDK's modules (and any other @safe-global package's) among module ids. */
const safeGlobal = (ids: string[]) => ids.filter((id) => id.includes('/node_modules/@safe-global/'))

/**
 * What every page loads before anything lazy: the modules of the entry chunk and of the chunks it
 * imports statically, from the module list the test build writes (tests/peers/app.ts). Unlike
 * {@link safeOnlyFiles}, this also sees the SDK if the entry imported it, which would make its
 * chunk shared rather than Safe's.
 */
function initialModules(): string[] {
  const manifest = readBuilt<Manifest>('manifest.json')
  const modules = readBuilt<Record<string, string[]>>('modules.json')
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry chunk, the manifest has ${entries.length}`)
  return [...staticClosure(manifest, entries[0])].flatMap((key) => modules[manifest[key].file] ?? [])
}

/** Paths of the JavaScript files the page (and its frames) requests from the app's origin. */
function appScripts(page: Page): string[] {
  const origin = new URL(appUrl()).origin
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin && url.pathname.endsWith('.js')) paths.push(url.pathname)
  })
  return paths
}

const setHost = (page: Page, changes: object) =>
  page.evaluate((c) => (window as unknown as HarnessWindow).harness.set(c), changes)
const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as HarnessWindow).harness.calls)

async function openSafePanel(page: Page) {
  const app = page.frameLocator('#app')
  await app.getByTestId('account-button').click()
  const panel = app.getByTestId('safe-panel')
  await expect(panel).toBeVisible()
  return panel
}

test('inside the host the app connects to the Safe without a click', async ({ page, consoleErrors }) => {
  const scripts = appScripts(page)
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  await expect(app.getByTestId('account-button')).toContainText(SAFE_SHORT)
  await expect(app.getByTestId('connect-button')).toHaveCount(0)
  expect((await hostCalls(page)).map((c) => c.method)).toContain('getSafeInfo')
  // Framed, the Safe SDK's chunk is loaded: the top-level test below looks for the right files.
  const safeOnly = safeOnlyFiles()
  expect(safeOnly.length).toBeGreaterThan(0)
  expect(scripts).toEqual(expect.arrayContaining(safeOnly))
  expect(consoleErrors).toEqual([])
})

test('a host that answers after the detection’s deadline: the app connects to the Safe when it does', async ({
  page,
  consoleErrors,
}) => {
  // Every getSafeInfo is answered a second after the app stops waiting (a busy Safe{Wallet}).
  await page.goto(`${hostUrl()}?delay=${DETECT_TIMEOUT_MS + 1_000}`)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toContainText(SAFE_SHORT)
  expect(consoleErrors).toEqual([])
})

test('inside the host Safe is listed ready: after a disconnect, choosing it connects again', async ({ page }) => {
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  const account = app.getByTestId('account-button')
  await expect(account).toContainText(SAFE_SHORT)
  await account.click()
  await app.getByTestId('disconnect-button').click()

  await app.getByTestId('connect-button').click()
  const safe = app.getByTestId('wallet-option-safe')
  await expect(safe).toContainText('Safe')
  await expect(safe).not.toContainText('(unsupported)')
  await safe.click()
  await expect(account).toContainText(SAFE_SHORT)
})

test('eth_sendTransaction goes through sendTransactions and resolves to the executed transaction', async ({ page }) => {
  await page.goto(hostUrl())
  const frame = await appFrame(page)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toBeVisible()
  const before = BigInt(await rpc<Hex>(process.env.E2E_RPC_URL!, 'eth_getBalance', [RECIPIENT, 'latest']))

  const sent = await providerRequest(frame, {
    method: 'eth_sendTransaction',
    params: [{ from: SAFE_ADDRESS, to: RECIPIENT, value: '0x2386f26fc10000' }],
  })
  const safeTxHash = sent.result as Hex
  expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
  const send = (await hostCalls(page)).find((c) => c.method === 'sendTransactions')
  expect(send?.params).toEqual({ txs: [{ to: RECIPIENT, value: '10000000000000000', data: '0x' }] })

  const receipt = (await providerRequest(frame, { method: 'eth_getTransactionReceipt', params: [safeTxHash] }))
    .result as { status: Hex; transactionHash: Hex }
  expect(receipt.status).toBe('0x1')
  expect(receipt.transactionHash).not.toBe(safeTxHash)
  const after = BigInt(await rpc<Hex>(process.env.E2E_RPC_URL!, 'eth_getBalance', [RECIPIENT, 'latest']))
  expect(after - before).toBe(parseEther('0.01'))
})

test("the page's test transaction goes through the Safe and turns confirmed in Recent Transactions", async ({
  page,
}) => {
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  await expect(app.getByTestId('account-button')).toBeVisible()
  await app.getByTestId('send-transaction').click()
  await expect.poll(async () => (await hostCalls(page)).filter((c) => c.method === 'sendTransactions').length).toBe(1)

  await app.getByTestId('account-button').click()
  const transactions = app.getByTestId('transactions')
  // The safeTxHash is not a chain transaction: the Safe provider resolves it to the executed one.
  await expect(transactions.locator('.kit-tx[data-status=confirmed]')).toHaveCount(1)
})

test('wallet_sendCalls sends a batch as one Safe transaction', async ({ page }) => {
  await page.goto(hostUrl())
  const frame = await appFrame(page)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toBeVisible()
  const calls = [
    { to: RECIPIENT, value: '0x1' },
    { to: OWNERS[1], value: '0x2' },
  ]
  const { result } = await providerRequest(frame, {
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', from: SAFE_ADDRESS, calls }],
  })
  const { id } = result as { id: Hex }
  const status = (await providerRequest(frame, { method: 'wallet_getCallsStatus', params: [id] })).result as {
    status: number
    receipts: unknown[]
  }
  expect(status.status).toBe(200)
  expect(status.receipts).toHaveLength(1)
  expect((await hostCalls(page)).filter((c) => c.method === 'sendTransactions')).toHaveLength(1)
})

test('a rejection in the host is a user rejection, and unknown methods are refused', async ({ page }) => {
  await page.goto(hostUrl())
  const frame = await appFrame(page)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toBeVisible()
  await setHost(page, { reject: true })
  const rejected = await providerRequest(frame, {
    method: 'eth_sendTransaction',
    params: [{ from: SAFE_ADDRESS, to: RECIPIENT }],
  })
  expect(rejected.error).toEqual({ message: 'Transaction was rejected', code: 4001 })
  const unknown = await providerRequest(frame, { method: 'eth_subscribe', params: ['newHeads'] })
  expect(unknown.error?.message).toBe('"eth_subscribe" not implemented')
  const wrongSigner = await providerRequest(frame, { method: 'personal_sign', params: ['0x68690a', OWNERS[0]] })
  expect(wrongSigner.error?.message).toBe('The address or message hash is invalid')
})

test('the Safe panel shows owners, version, balances and the queue', async ({ page }) => {
  await page.goto(hostUrl())
  const panel = await openSafePanel(page)
  await expect(panel).toContainText('Beacon Treasury')
  await expect(panel.getByTestId('safe-threshold')).toHaveText('2 of 3 owners')
  await expect(panel.getByTestId('safe-version')).toHaveText('Safe 1.4.1 (up to date)')
  // Its second owner confirms at once, so nothing waits; the nonce is the real Safe's.
  await expect(panel.getByTestId('safe-queue')).toHaveText(
    `0 queued, next nonce ${(await readSafe(process.env.E2E_RPC_URL!, SAFE_ADDRESS)).nonce}`,
  )
  await expect(panel.getByTestId('safe-queue-link')).toHaveAttribute(
    'href',
    `${hostUrl('transactions/queue')}?safe=anvil%3A${SAFE_ADDRESS}`,
  )
  await expect(panel.getByTestId('safe-fiat-total')).toContainText('$')
  await panel.getByTestId('safe-currency').selectOption('eur')
  await expect(panel.getByTestId('safe-fiat-total')).toContainText('€')
  await shot(page, 'safe-panel')
})

test('the panel keeps its buttons in place while the gateway answers', async ({ page }) => {
  // The gateway's answers are held until the buttons have been measured: a tap aimed at a button
  // while they land must still hit it.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${process.env.E2E_SAFE_GATEWAY_URL}/**`, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(hostUrl())
  const panel = await openSafePanel(page)
  await expect(page.frameLocator('#app').getByTestId('account-balance')).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Safe' })).toHaveAttribute('aria-busy', 'true')
  const frame = await appFrame(page)
  await frame.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
  const buttons = [
    panel.getByRole('button', { name: 'Sign message' }),
    panel.getByRole('button', { name: 'Load address book' }),
  ]
  const before = await Promise.all(buttons.map((button) => button.boundingBox()))

  release()
  await expect(panel.getByTestId('safe-version')).toHaveText('Safe 1.4.1 (up to date)')
  await expect(panel.getByTestId('safe-queue')).toBeVisible()
  await expect(panel.getByTestId('safe-fiat-total')).toContainText('$')
  await expect(panel.getByRole('region', { name: 'Safe' })).toHaveAttribute('aria-busy', 'false')
  expect(await Promise.all(buttons.map((button) => button.boundingBox()))).toEqual(before)
})

test('sign a message: the gateway’s NEEDS_CONFIRMATION then CONFIRMED, shown in words, then valid on-chain (EIP-1271)', async ({
  page,
}) => {
  await page.goto(hostUrl())
  const panel = await openSafePanel(page)
  await panel.getByRole('textbox', { name: 'Message' }).fill(`Hello Safe ${Date.now()}`)
  await panel.getByRole('button', { name: 'Sign message' }).click()
  await expect(panel.getByTestId('safe-message-status')).toHaveText('Needs confirmation (1 of 2)')
  await panel.getByRole('button', { name: 'Verify on-chain' }).click()
  await expect(panel.getByTestId('safe-signature-check')).toHaveText('Not a valid signature of this Safe')

  // Another owner confirms in Safe{Wallet}.
  const confirmed = await fetch(hostUrl('control/confirm-messages'), { method: 'POST' })
  expect(confirmed.ok).toBe(true)
  await expect(panel.getByTestId('safe-message-status')).toHaveText('Confirmed (2 of 2)')
  await panel.getByRole('button', { name: 'Verify on-chain' }).click()
  await expect(panel.getByTestId('safe-signature-check')).toHaveText('Valid EIP-1271 signature (0x1626ba7e)')
})

test('address book: the permission granted shows the entries', async ({ page }) => {
  await page.goto(hostUrl())
  const panel = await openSafePanel(page)
  await panel.getByRole('button', { name: 'Load address book' }).click()
  await expect(panel.getByTestId('safe-address-book')).toContainText('Alice')
  const methods = (await hostCalls(page)).map((c) => c.method)
  expect(methods).toEqual(
    expect.arrayContaining(['wallet_getPermissions', 'wallet_requestPermissions', 'requestAddressBook']),
  )
})

test('address book: the permission refused fails with "Permissions rejected" (4001)', async ({ page }) => {
  await page.goto(hostUrl())
  await setHost(page, { grantPermissions: false })
  const panel = await openSafePanel(page)
  await panel.getByRole('button', { name: 'Load address book' }).click()
  await expect(panel.getByTestId('safe-address-book-error')).toHaveText('Permissions rejected')

  const frame = await appFrame(page)
  const sdkErrors = await frame.evaluate(async () => {
    const { sdk } = (
      window as unknown as {
        __safeProvider: { sdk: { wallet: { requestPermissions(p: object[]): Promise<unknown> } } }
      }
    ).__safeProvider
    const attempt = (request: object[]) =>
      sdk.wallet.requestPermissions(request).then(
        () => null,
        (error: { message: string; code: number }) => ({ message: error.message, code: error.code }),
      )
    return [await attempt([{ requestAddressBook: {} }]), await attempt([{ eth_accounts: {} }])]
  })
  expect(sdkErrors).toEqual([
    { message: 'Permissions rejected', code: 4001 },
    { message: 'Permissions request is invalid', code: 4001 },
  ])
})

for (const [safe, text] of [
  [ERROR_SAFES.errorBody, '1: Safe not found'],
  [ERROR_SAFES.statusText, 'Bad Gateway'],
  [ERROR_SAFES.garbage, 'Invalid response content'],
] as const) {
  test(`a gateway failure shows "${text}"`, async ({ page }) => {
    await page.goto(hostUrl(`?safe=${safe}`))
    const panel = await openSafePanel(page)
    const alert = panel.getByTestId('safe-info-error')
    await expect(alert).toContainText('Could not load Safe information')
    await expect(alert).toContainText(text)
  })
}

/** Makes the gateway hold SAFE_ADDRESS's requests unanswered (POST), stop (DELETE), or count them (GET). */
async function gatewayHang(method: 'POST' | 'GET' | 'DELETE'): Promise<number> {
  const response = await fetch(`${process.env.E2E_SAFE_GATEWAY_URL}/control/hang/${SAFE_ADDRESS}`, { method })
  return ((await response.json()) as { held: number }).held
}

test('a gateway that never answers: the error and RETRY at the deadline, and RETRY fills the panel once it answers', async ({
  page,
}) => {
  // The page's clock is moved past the deadline rather than waited for.
  await page.clock.install()
  await gatewayHang('POST')
  try {
    await page.goto(hostUrl())
    const panel = await openSafePanel(page)
    const overview = panel.getByRole('region', { name: 'Safe', exact: true })
    const balances = panel.getByRole('region', { name: 'Balances', exact: true })
    const infoError = overview.getByTestId('safe-info-error')
    const timedOut = 'The Safe service did not answer in time'
    // The Safe's information and its balances: both with the gateway, unanswered.
    await expect.poll(() => gatewayHang('GET')).toBe(2)

    await page.clock.fastForward(GATEWAY_TIMEOUT_MS - 1_000)
    await expect(overview).toHaveAttribute('aria-busy', 'true')
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await expect(infoError).toHaveText(`Could not load Safe information${timedOut}`)
    await expect(balances.getByRole('alert')).toHaveText(timedOut)
    // The app gave both requests up.
    await expect.poll(() => gatewayHang('GET')).toBe(0)

    // RETRY asks again: the section waits as at first, and without an answer fails again.
    await overview.getByRole('button', { name: 'RETRY' }).click()
    await expect.poll(() => gatewayHang('GET')).toBe(1)
    await expect(infoError).toHaveCount(0)
    await expect(overview).toHaveAttribute('aria-busy', 'true')
    await page.clock.fastForward(GATEWAY_TIMEOUT_MS)
    await expect(infoError).toContainText(timedOut)
    await expect.poll(() => gatewayHang('GET')).toBe(0)

    // The gateway answers again: RETRY fills each section.
    await gatewayHang('DELETE')
    await overview.getByRole('button', { name: 'RETRY' }).click()
    await balances.getByRole('button', { name: 'RETRY' }).click()
    await expect(panel.getByTestId('safe-version')).toHaveText('Safe 1.4.1 (up to date)')
    await expect(panel.getByTestId('safe-queue')).toBeVisible()
    await expect(panel.getByTestId('safe-fiat-total')).toContainText('$')
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await expect(panel.getByRole('button', { name: 'RETRY' })).toHaveCount(0)
  } finally {
    await gatewayHang('DELETE')
  }
})

test('with storage blocked in the iframe the app still connects to the Safe', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.parent === window) return
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
  await page.goto(hostUrl())
  await expect(page.frameLocator('#app').getByTestId('account-button')).toContainText(SAFE_SHORT)
})

test('top-level the app is a normal dapp: no Safe SDK, nothing hangs', async ({ page }) => {
  const scripts = appScripts(page)
  await page.goto(appUrl())
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet', { timeout: 2_000 })
  await page.getByTestId('connect-button').click()
  // Nothing to install and no host to answer: Safe is not offered at all.
  await expect(page.getByTestId('wallet-option-dev.beacon.testwallet')).toBeVisible()
  await expect(page.getByTestId('wallet-option-safe')).toHaveCount(0)
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => safeOnlyFiles().includes(path))).toEqual([])
  // Nor is the SDK in what every page loads. The SDK is in the build (so the pattern finds it),
  // and the entry's modules were read (main.tsx is among them).
  expect(safeGlobal(Object.values(readBuilt<Record<string, string[]>>('modules.json')).flat())).not.toEqual([])
  const initial = initialModules()
  expect(initial).toContainEqual(expect.stringMatching(/\/web\/app\/main\.tsx$/))
  expect(safeGlobal(initial)).toEqual([])
})
