import type { Page } from '@playwright/test'
import { answerVerify as answerVerifyFor } from '../../peers/verify.ts'
import { privateKeyToAddress } from 'viem/accounts'
import { startWcWallet, type WcWallet, type WcWalletOptions } from '../../peers/wc-wallet/index.ts'
import { WALLET_EVENTS, WALLET_METHODS } from '../../peers/wc-wallet/requests.ts'
import { appUrl, expect } from '../fixtures.ts'
import { readQr } from '../qr-decode.ts'
import { DEV_KEYS } from '../wallet/options.ts'

/**
 * The app built for a relay port that tests fill themselves (a failing relay, a relay of their
 * own, or nothing), with the placeholder project id; only the 'chain' lane uses it.
 */
export const faultyRelayAppUrl = () => process.env.E2E_FAULTY_RELAY_APP_URL!
export const faultyRelayPort = () => Number(process.env.E2E_FAULTY_RELAY_PORT)

/** Answers sign-client's Verify lookups in the page (offline), for the app at `origin`. */
export const answerVerify = (page: Page, origin = appUrl()) => answerVerifyFor(page, origin)

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

/** A WalletConnect test wallet that approves the app's chain and chain 1, so it can move away and be asked back. */
export function startTwoChainWcWallet(overrides: Partial<WcWalletOptions> = {}): Promise<WcWallet> {
  const chainId = Number(process.env.E2E_CHAIN_ID)
  const address = privateKeyToAddress(DEV_KEYS[4])
  return startTestWcWallet({
    chains: [chainId, 1],
    namespaces: {
      eip155: {
        chains: [`eip155:${chainId}`, 'eip155:1'],
        methods: WALLET_METHODS,
        events: WALLET_EVENTS,
        accounts: [`eip155:${chainId}:${address}`, `eip155:1:${address}`],
      },
    },
    ...overrides,
  })
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** The app built with sign-in on (VITE_AUTH_URL) and the auth API mounted same-origin. */
export const authAppUrl = () => process.env.E2E_AUTH_APP_URL!

/** Who the auth API says is signed in, asked from the page (the cookie is HttpOnly). */
export function authSession(page: Page): Promise<{ authenticated: boolean; address?: string }> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json())
}

/** Opens the sign-in app, chooses WalletConnect and lets the wallet scan the QR code. */
export async function scanWithWallet(page: Page, wallet: WcWallet): Promise<void> {
  await answerVerify(page, new URL(authAppUrl()).origin)
  await page.goto(authAppUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  await wallet.pair(await scanQr(page))
}

/** Opens the connect modal, chooses WalletConnect, and pairs the wallet by the on-screen QR. */
export async function connectByQr(page: Page, wallet: WcWallet): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  await wallet.pair(await scanQr(page))
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
}
