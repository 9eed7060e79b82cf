import type { Page } from '@playwright/test'
import { startWcWallet, type WcWallet, type WcWalletOptions } from '../../peers/wc-wallet'
import { appUrl, expect } from '../fixtures'
import { readQr } from '../qr-decode'
import { DEV_KEYS } from '../wallet/options'

const VERIFY_ORIGIN = 'https://verify.walletconnect.org'

/**
 * sign-client in the page asks WalletConnect's Verify service for an attestation through a
 * hidden iframe and waits up to 5 s for its answer. Offline, the test answers for it at once with
 * an unsigned attestation naming the request id (all sign-client checks before sending it on).
 * The local relay forwards no attestation, so the wallet never looks it up.
 */
export async function answerVerify(page: Page, origin = appUrl()) {
  await page.route(`${VERIFY_ORIGIN}/**`, (route) => {
    const id = new URL(route.request().url()).searchParams.get('id') ?? ''
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const attestation = [part({ alg: 'ES256', typ: 'JWT' }), part({ id, origin, isScam: false, isVerified: false }), 'AA'].join('.')
    const message = JSON.stringify({ type: 'verify_attestation', attestation })
    return route.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>` })
  })
}

/** Reads the pairing URI the way a phone does: from the QR code's pixels. */
export async function scanQr(page: Page, previous?: string): Promise<string> {
  const qr = page.getByTestId('connect-qr')
  let uri = ''
  await expect(async () => {
    await expect(qr).toHaveAttribute('data-ready', 'true', { timeout: 1000 })
    const read = await readQr(await qr.screenshot())
    expect(read.jsqr).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(read.zbar, 'zbarimg reads what jsQR reads').toBe(read.jsqr)
    expect(read.jsqr).not.toBe(previous)
    uri = read.jsqr!
  }).toPass({ timeout: 15_000 })
  return uri
}

/** A WalletConnect test wallet on anvil, with an account no other browser test spends from. */
export function startTestWcWallet(overrides: Partial<WcWalletOptions> = {}): Promise<WcWallet> {
  return startWcWallet({
    relayUrl: process.env.E2E_WC_RELAY_URL!,
    rpcUrl: process.env.E2E_RPC_URL!,
    privateKey: DEV_KEYS[4],
    chains: [Number(process.env.E2E_CHAIN_ID)],
    ...overrides,
  })
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Opens the connect modal, chooses WalletConnect, and pairs the wallet by the on-screen QR. */
export async function connectByQr(page: Page, wallet: WcWallet): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  await wallet.pair(await scanQr(page))
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
}
