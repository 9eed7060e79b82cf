import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { recoverMessageAddress, type Hex } from 'viem'
import { startWcWallet, type WcWallet } from '../peers/wc-wallet'
import { appUrl, expect, test } from './fixtures'
import { DEV_KEYS } from './wallet/options'

// WalletConnect end to end: the app (built for the local relay) shows a QR code, the test
// wallet "scans" it (decoded from the screenshot's pixels), pairs through the relay and
// approves with an anvil account.

const VERIFY_ORIGIN = 'https://verify.walletconnect.org'

/**
 * sign-client in the page asks WalletConnect's Verify service for an attestation through a
 * hidden iframe and waits up to 5 s for its answer. Offline, the test answers for it at once with
 * an unsigned attestation naming the request id (all sign-client checks before sending it on).
 * The local relay forwards no attestation, so the wallet never looks it up.
 */
async function answerVerify(page: Page) {
  await page.route(`${VERIFY_ORIGIN}/**`, (route) => {
    const id = new URL(route.request().url()).searchParams.get('id') ?? ''
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const attestation = [part({ alg: 'ES256', typ: 'JWT' }), part({ id, origin: appUrl(), isScam: false, isVerified: false }), 'AA'].join('.')
    const message = JSON.stringify({ type: 'verify_attestation', attestation })
    return route.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>` })
  })
}

/** Reads the pairing URI the way a phone does: from the QR code's pixels. */
async function scanQr(page: Page, previous?: string): Promise<string> {
  const qr = page.getByTestId('connect-qr')
  let uri = ''
  await expect(async () => {
    await expect(qr).toHaveAttribute('data-ready', 'true', { timeout: 1000 })
    const png = PNG.sync.read(await qr.screenshot())
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(decoded?.data).not.toBe(previous)
    uri = decoded!.data
  }).toPass({ timeout: 15_000 })
  return uri
}

let wallet: WcWallet

test.beforeEach(async () => {
  wallet = await startWcWallet({
    relayUrl: process.env.E2E_WC_RELAY_URL!,
    rpcUrl: process.env.E2E_RPC_URL!,
    // An account no other browser test spends from, so its balance is a fresh anvil's.
    privateKey: DEV_KEYS[4],
    chains: [Number(process.env.E2E_CHAIN_ID)],
  })
})

test.afterEach(async () => {
  await wallet?.stop()
})

test('connect by QR through the local relay, sign, reload, and disconnect from the wallet', async ({ page, consoleErrors }) => {
  await answerVerify(page)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto(appUrl())
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`

  await page.getByTestId('connect-button').click()
  // Nothing talks to the relay until a WalletConnect wallet is chosen.
  expect(sockets).toEqual([])
  await page.getByTestId('wallet-option-walletConnect').click()

  // The first proposal is turned down in the wallet: the CONNECT step offers RETRY.
  wallet.rejectNext('proposal')
  const first = await scanQr(page)
  await wallet.pair(first)
  await expect(page.getByRole('alert')).toContainText(/rejected/i)
  await page.getByTestId('connect-retry').click()

  const second = await scanQr(page, first)
  await wallet.pair(second)
  const account = page.getByTestId('account-button')
  await expect(account).toContainText(short)
  await expect(account).toContainText('10,000 ETH')

  // personal_sign: signed in the wallet with its key, checked here against its address.
  await page.getByTestId('sign-message').click()
  await expect(page.getByTestId('sign-result')).toContainText('0x')
  const signed = wallet.requests.findLast((r) => r.method === 'personal_sign')!
  const [message] = signed.params as [Hex]
  expect(await recoverMessageAddress({ message: { raw: message }, signature: (signed.outcome as { result: Hex }).result })).toBe(wallet.address)

  // The session lives in the page's storage: a reload restores it without a new pairing.
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(short)
  expect(wallet.sessions()).toHaveLength(1)

  await wallet.disconnect()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(sockets.every((url) => url.startsWith(process.env.E2E_WC_RELAY_URL!))).toBe(true)
  expect(consoleErrors).toEqual([])
})
