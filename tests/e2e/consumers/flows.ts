import type { Page } from '@playwright/test'
import { verifyMessage, type Address } from 'viem'
import { expect } from '../fixtures.ts'
import { answerVerify, scanQr } from '../walletconnect/helpers.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'

// What every consumer app is tested for, whichever bundler made it.

/** Requests for the core's worker and wasm modules, from the moment it is called. */
export function watchCore(page: Page): { workers: string[]; wasm: string[] } {
  const seen = { workers: [] as string[], wasm: [] as string[] }
  page.on('worker', (worker) => seen.workers.push(worker.url()))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.wasm')) seen.wasm.push(request.url())
  })
  return seen
}

/** The worker and the QR module came from the consumer's own origin (its bundler emitted them). */
export async function expectCoreFrom(seen: { workers: string[]; wasm: string[] }, origin: string) {
  await expect.poll(() => seen.wasm.length).toBeGreaterThan(0)
  expect(seen.workers.length).toBe(1)
  for (const url of [...seen.workers, ...seen.wasm]) expect(new URL(url).origin, url).toBe(origin)
  expect(seen.wasm.some((url) => /core-qr[^/]*\.wasm$/.test(url))).toBe(true)
}

/** Opens the consumer at `url`, chooses WalletConnect and has `wallet` pair by the QR code read from the screen. */
export async function pairByQr(page: Page, url: string, wallet: WcWallet) {
  await answerVerify(page, new URL(url).origin)
  await page.goto(url)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  await wallet.pair(await scanQr(page))
}

/** Presses the app's own 'Sign message' (wagmi's useSignMessage) and checks the signature is the account's. */
export async function signMessage(page: Page, address: Address, message: string) {
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByTestId('signature')
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await output.textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message, signature })).toBe(true)
}

/** Disconnects through the kit's account modal; the Connect button is back. */
export async function disconnect(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
