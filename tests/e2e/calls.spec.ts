import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { rpc } from '../peers/anvil.ts'
import { SAFE_CONTRACTS } from '../peers/safe-host/safe-contracts.ts'
import { PAYMASTER_URL } from './wallet/options.ts'
import { appUrl, expect, test } from './fixtures.ts'
import { check, connect, shot } from './ui/helpers.ts'
import { startIn } from './ui/locale-texts.ts'
import { answerVerify, connectByQr, startTestWcWallet } from './walletconnect/helpers.ts'

/*
 * EIP-5792 batched calls from the demo's 'Send two calls at once' (useSendCalls), end to end on
 * anvil: the injected test wallet with and without batched calls, and the Safe host.
 */

const anvil = () => process.env.E2E_RPC_URL!
/** The test wallet's account (anvil's first dev key); the demo's calls go to it. */
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** PUSH1 0 PUSH1 0 REVERT: any call to an account with this code reverts. */
const REVERTING_CODE = '0x60006000fd'
const ATOMIC_WALLET = { calls: { multicall: SAFE_CONTRACTS.multiSendCallOnly } }

type WalletWindow = {
  testWallet: { requests(): string[]; set(change: object): void; paramsOf(method: string): unknown[] }
}
/** The capabilities the page sent with its one wallet_sendCalls. */
const sentCapabilities = (page: Page) =>
  page.evaluate(
    () =>
      (
        (window as unknown as WalletWindow).testWallet.paramsOf('wallet_sendCalls')[0] as [{ capabilities?: unknown }]
      )[0].capabilities,
  )
const walletRequests = (page: Page) => page.evaluate(() => (window as unknown as WalletWindow).testWallet.requests())
const count = (requests: string[], method: string) => requests.filter((m) => m === method).length

interface StoredBundle {
  id: string
  status: string
  calls: { hash?: Hex; status: string }[]
}
/** The bundles the kit keeps for the account (localStorage, as across reloads). */
const storedBundles = (page: Page) =>
  page.evaluate(() =>
    Object.values(JSON.parse(localStorage.getItem('kit.transactions') ?? '{}') as Record<string, object[]>)
      .flat()
      .filter((entry) => 'calls' in entry),
  ) as Promise<StoredBundle[]>

async function openBundle(page: Page) {
  await page.getByTestId('account-button').click()
  return page.getByRole('dialog', { name: 'Account' }).getByTestId('bundle')
}

/** With anvil mining only when told, so a bundle stays pending until then. */
async function withManualMining(run: () => Promise<void>) {
  await rpc(anvil(), 'evm_setAutomine', [false])
  try {
    await run()
  } finally {
    await rpc(anvil(), 'evm_setAutomine', [true])
  }
}

test.describe('a wallet with atomic batched calls', () => {
  test.use({ wallet: ATOMIC_WALLET })

  test('one approval, one transaction for both calls, confirmed with each call’s receipt', async ({ page }) => {
    await connect(page)
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
    const requests = await walletRequests(page)
    expect(count(requests, 'wallet_sendCalls')).toBe(1)
    expect(count(requests, 'eth_sendTransaction')).toBe(0)
    // The app has a paymaster, but this wallet reports no paymasterService: none is passed.
    expect(await sentCapabilities(page)).toBeUndefined()

    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    await expect(bundle).toContainText('Two calls at once')
    await expect(bundle.getByTestId('bundle-call')).toHaveText(['Call 1 of 2Confirmed', 'Call 2 of 2Confirmed'])
    const [stored] = await storedBundles(page)
    const [first, second] = stored!.calls
    // One on-chain transaction for both, a successful one.
    expect(first!.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second!.hash).toBe(first!.hash)
    const receipt = await rpc<{ status: Hex; to: Hex }>(anvil(), 'eth_getTransactionReceipt', [first!.hash])
    expect(receipt.status).toBe('0x1')
    expect(receipt.to.toLowerCase()).toBe(SAFE_CONTRACTS.multiSendCallOnly.toLowerCase())
  })

  test('a bundle sent before a reload is followed to confirmed after it', async ({ page }) => {
    await connect(page)
    await withManualMining(async () => {
      await page.getByTestId('send-calls').click()
      await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
      await page.reload()
      const bundle = await openBundle(page)
      await expect(bundle).toHaveAttribute('data-status', 'pending')
      await expect(bundle.getByTestId('bundle-call')).toHaveText(['Call 1 of 2Pending', 'Call 2 of 2Pending'])
      await rpc(anvil(), 'evm_mine')
      await expect(bundle).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    })
  })

  test('a reverting call makes the whole bundle failed', async ({ page }) => {
    await connect(page)
    await withManualMining(async () => {
      await page.getByTestId('send-calls').click()
      await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
      // The calls go to the account itself: with this code there, each of them reverts.
      await rpc(anvil(), 'anvil_setCode', [DEV_ACCOUNT, REVERTING_CODE])
      try {
        await rpc(anvil(), 'evm_mine')
      } finally {
        await rpc(anvil(), 'anvil_setCode', [DEV_ACCOUNT, '0x'])
      }
    })
    await expect(page.getByTestId('toast')).toHaveText(/Two calls at once\s*Failed/, { timeout: 20_000 })
    await expect(page.getByTestId('toast').locator('.kit-tx-icon--failed')).toBeVisible()
    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'failed')
    await expect(bundle.getByTestId('bundle-call')).toHaveText(['Call 1 of 2Failed', 'Call 2 of 2Failed'])
    const [stored] = await storedBundles(page)
    const receipt = await rpc<{ status: Hex }>(anvil(), 'eth_getTransactionReceipt', [stored!.calls[0]!.hash])
    expect(receipt.status).toBe('0x0')
  })

  test('a wallet that forgot the bundle gives a clear status, not an endless pending', async ({ page }) => {
    await connect(page)
    await page.evaluate(() => (window as unknown as WalletWindow).testWallet.set({ forgetBundles: true }))
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'unknown', { timeout: 20_000 })
    await expect(bundle).toContainText('Status unknown')
  })

  test('a toast tells the outcome without taking focus; dismissible; its link opens the details', async ({ page }) => {
    await connect(page)
    const send = page.getByTestId('send-calls')
    await send.click()
    const toast = page.getByTestId('toast')
    await expect(toast).toHaveText(/Two calls at once\s*Confirmed/, { timeout: 20_000 })
    // Read out by the polite live region it sits in; the focus stays where the visitor was.
    await expect(page.getByRole('status').filter({ has: toast })).toHaveAttribute('aria-live', 'polite')
    expect(await page.evaluate(() => document.activeElement?.closest('.kit-toasts') ?? null)).toBeNull()
    await check(page, 'toast-confirmed')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'toast-confirmed')

    await toast.getByTestId('toast-details').click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await expect(dialog.getByTestId('bundle')).toHaveAttribute('data-status', 'confirmed')
    await check(page, 'account-bundle')
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1280, height: 800 })
    await shot(page, 'account-bundle-closed')

    // A second one stacks above the first, newest last; each goes on its own.
    await send.click()
    await expect(page.getByTestId('toast')).toHaveCount(2, { timeout: 20_000 })
    await page.getByTestId('toast').first().getByTestId('toast-dismiss').click()
    await expect(page.getByTestId('toast')).toHaveCount(1)
    await page.getByTestId('toast-dismiss').click()
    await expect(page.getByTestId('toast')).toHaveCount(0)
  })

  test('a single tracked transaction gets its toast too', async ({ page }) => {
    await connect(page)
    await page.getByTestId('send-transaction').click()
    await expect(page.getByTestId('toast')).toHaveText(/Test transaction\s*Confirmed/, { timeout: 20_000 })
  })

  test('right to left, the toast sits in the bottom left corner, in the language on screen', async ({ page }) => {
    await startIn(page, 'he')
    await connect(page)
    await page.getByTestId('send-calls').click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('שתי קריאות בבת אחת', { timeout: 20_000 })
    await expect(toast).toContainText('אושרה')
    const box = (await toast.boundingBox())!
    expect(box.x + box.width).toBeLessThan(page.viewportSize()!.width / 2 + 1)
    await check(page, 'toast-rtl', ['light'])
  })
})

test.describe('a wallet that supports ERC-7677 paymasters', () => {
  test.use({ wallet: { calls: { ...ATOMIC_WALLET.calls, paymasterService: true } } })

  test("gets the app's paymaster service as a capability", async ({ page }) => {
    await connect(page)
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
    expect(await sentCapabilities(page)).toEqual({ paymasterService: { url: PAYMASTER_URL } })
  })
})

test.describe('a wallet without batched calls', () => {
  test('the calls go one by one, two approvals, with the progress shown', async ({ page }) => {
    await connect(page)
    // Holds the first prompt open while the progress is checked.
    await page.evaluate(() => {
      type Provider = { request(args: { method: string }): Promise<unknown> }
      const w = window as unknown as { ethereum: Provider; __release: () => void }
      const original = w.ethereum.request.bind(w.ethereum)
      const gate = new Promise<void>((resolve) => (w.__release = resolve))
      w.ethereum.request = async (args) => {
        if (args.method === 'eth_sendTransaction') await gate
        return original(args)
      }
    })
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText('Confirm call 1 of 2 in your wallet…')
    await page.evaluate(() => (window as unknown as { __release: () => void }).__release())
    await expect(page.getByTestId('calls-result')).toHaveText('Calls sent')
    const requests = await walletRequests(page)
    expect(count(requests, 'eth_sendTransaction')).toBe(2)
    expect(count(requests, 'wallet_sendCalls')).toBe(0)

    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    const [stored] = await storedBundles(page)
    // Two transactions, each with its own receipt.
    expect(stored!.calls[0]!.hash).not.toBe(stored!.calls[1]!.hash)
  })

  test('a refusal at the second call says which went through, and the first is tracked', async ({ page }) => {
    await connect(page)
    await page.evaluate(() => (window as unknown as WalletWindow).testWallet.set({ approveSends: 1 }))
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText(
      'You refused call 2 of 2 in your wallet. 1 call went through before it.',
    )
    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'partial', { timeout: 20_000 })
    await expect(bundle.getByTestId('bundle-call')).toHaveText(['Call 1 of 2Confirmed', 'Call 2 of 2Not sent'])
  })
})

test('inside a Safe, the two calls are one sendTransactions and one Safe transaction', async ({ page }) => {
  type HarnessWindow = { harness: { calls: { method: string; params: unknown }[] } }
  await page.goto(`${process.env.E2E_SAFE_HOST_URL}/`)
  const app = page.frameLocator('#app')
  await expect(app.getByTestId('account-button')).toBeVisible()
  await app.getByTestId('send-calls').click()
  const sends = () =>
    page.evaluate(() =>
      (window as unknown as HarnessWindow).harness.calls.filter((c) => c.method === 'sendTransactions'),
    )
  await expect.poll(async () => (await sends()).length).toBe(1)
  const [send] = await sends()
  expect((send!.params as { txs: unknown[] }).txs).toHaveLength(2)
  await expect(app.getByTestId('calls-result')).toHaveText('Calls sent')

  await app.getByTestId('account-button').click()
  const bundle = app.getByTestId('bundle')
  await expect(bundle).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
  await expect(bundle.getByTestId('bundle-call')).toHaveText(['Call 1 of 2Confirmed', 'Call 2 of 2Confirmed'])
})

test('a WalletConnect wallet that grants wallet_sendCalls gets both calls in one request', async ({ page }) => {
  const wallet = await startTestWcWallet({ calls: { multicall: SAFE_CONTRACTS.multiSendCallOnly } })
  try {
    await answerVerify(page)
    await page.goto(appUrl())
    await connectByQr(page, wallet)
    await page.getByTestId('send-calls').click()
    await expect(page.getByTestId('calls-result')).toHaveText('Calls sent', { timeout: 20_000 })
    const methods = wallet.requests.map((r) => r.method)
    expect(methods.filter((m) => m === 'wallet_sendCalls')).toHaveLength(1)
    expect(methods).not.toContain('eth_sendTransaction')

    const bundle = await openBundle(page)
    await expect(bundle).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_getCallsStatus')
  } finally {
    await wallet.stop()
  }
})
