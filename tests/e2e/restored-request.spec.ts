import { recoverMessageAddress, type Hex } from 'viem'
import type { Page } from '@playwright/test'
import type { WcWallet } from '../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from './fixtures.ts'
import { answerVerify, connectByQr, shortAddress, startTestWcWallet } from './walletconnect/helpers.ts'
import { approveInApp, openSheet, PHONE, phoneShim, tapWallet } from './walletconnect/phone.ts'

// A reload restores the session: the account shows at once, while the wallet's connector is still
// being restored. 'Sign a message' pressed that instant must reach the wallet. Each test holds the
// restore (the injected wallet's eth_accounts, or the validation module that checks a
// WalletConnect session) until the press is made, so it always lands inside the restore.

/** A phone whose browser is a wallet's own: its wallet is injected. */
const WALLET_BROWSER = { ...PHONE, wallet: {} }
const INJECTED = 'wallet-option-dev.beacon.testwallet'

type TestWalletWindow = { testWallet: { set(change: object): void; requests(): string[] } }
const walletRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as TestWalletWindow).testWallet.requests())

/** Reloads, presses 'Sign a message' as soon as the restored account shows, then lets the restore go on. */
async function signTheInstantItShows(
  page: Page,
  address: string,
  restore: { held: () => Promise<boolean>; release: () => Promise<void> },
) {
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(address))
  await page.getByTestId('sign-message').click()
  // The restore is still waiting for what the test holds: the press came before it was done.
  await expect.poll(restore.held).toBe(true)
  await restore.release()
  await expect(page.getByTestId('sign-result')).toContainText('Signed: 0x')
  await expect(page.getByTestId('sign-result')).not.toContainText('Something went wrong')
}

/** The injected wallet answers eth_accounts, which its restore asks first, only once released. */
async function injectedRestore(page: Page) {
  await page.addInitScript(() => (window as unknown as TestWalletWindow).testWallet.set({ holdAccounts: true }))
  return {
    held: async () => {
      const asked = await walletRequests(page)
      return asked.includes('eth_accounts') && !asked.includes('personal_sign')
    },
    release: () => page.evaluate(() => (window as unknown as TestWalletWindow).testWallet.set({ holdAccounts: false })),
  }
}

async function expectInjectedSigned(page: Page) {
  expect((await walletRequests(page)).filter((m) => m === 'personal_sign')).toHaveLength(1)
}

for (const [platform, device] of [
  ['desktop', {}],
  ['phone', WALLET_BROWSER],
] as const) {
  test.describe(platform, () => {
    test.use(device)

    test('injected wallet: a signature asked the instant the restored account shows', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(appUrl())
      await page.getByTestId('connect-button').click()
      await page.getByTestId(INJECTED).click()
      await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')

      await signTheInstantItShows(page, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', await injectedRestore(page))
      await expectInjectedSigned(page)
      expect(consoleErrors).toEqual([])
    })
  })
}

let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

/** A WalletConnect session is restored once the validation module has checked it: its module is held. */
async function walletConnectRestore(page: Page, wallet: WcWallet) {
  let requested = false
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/core-validate-[^/]*\.wasm$/, async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return {
    held: async () => requested && !wallet.requests.some((r) => r.method === 'personal_sign'),
    release: async () => release(),
  }
}

async function expectWalletSigned(wallet: WcWallet) {
  const signed = wallet.requests.filter((r) => r.method === 'personal_sign')
  expect(signed).toHaveLength(1)
  const [message] = signed[0].params as [Hex]
  expect(
    await recoverMessageAddress({
      message: { raw: message },
      signature: (signed[0].outcome as { result: Hex }).result,
    }),
  ).toBe(wallet.address)
}

test.describe('desktop', () => {
  test('WalletConnect: a signature asked the instant the restored account shows', async ({ page, consoleErrors }) => {
    wallet = await startTestWcWallet()
    await answerVerify(page)
    await page.goto(appUrl())
    await connectByQr(page, wallet)

    await signTheInstantItShows(page, wallet.address, await walletConnectRestore(page, wallet))
    await expectWalletSigned(wallet)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('phone', () => {
  test.use(PHONE)

  test('WalletConnect: a signature asked the instant the restored account shows', async ({ page, consoleErrors }) => {
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    wallet = await startTestWcWallet()
    await page.goto(appUrl())
    await openSheet(page)
    await approveInApp(page, wallet, await tapWallet(page, 'rainbow', 'https://rnbwapp.com/wc?uri='))

    await signTheInstantItShows(page, wallet.address, await walletConnectRestore(page, wallet))
    await expectWalletSigned(wallet)
    expect(consoleErrors).toEqual([])
  })
})
