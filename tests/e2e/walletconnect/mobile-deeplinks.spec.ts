import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { answerVerify, startTestWcWallet } from './helpers.ts'
import {
  ANDROID,
  approveInApp,
  IPHONE,
  opened,
  openSheet,
  pairingUri,
  phoneShim,
  setHidden,
  tapWallet,
} from './phone.ts'

// Phones: a tap on a WalletConnect-based wallet opens its link with a pairing URI prepared while
// the sheet was open. The page stands in for the phone (phone.ts).

/** Each WalletConnect-based wallet and the link its app opens with (universal link, else scheme). */
const LINKS: Array<[id: string, name: string, prefix: string]> = [
  ['rainbow', 'Rainbow', 'https://rnbwapp.com/wc?uri='],
  ['metaMask', 'MetaMask', 'https://metamask.app.link/wc?uri='],
  ['walletConnect', 'WalletConnect', 'wc:'],
  ['argent', 'Argent', 'https://argent.link/app/wc?uri='],
  ['trust', 'Trust Wallet', 'https://link.trustwallet.com/wc?uri='],
  ['ledger', 'Ledger Live', 'ledgerlive://wc?uri='],
]

let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  wallet = undefined
})

for (const [platform, userAgent, store] of [
  ['iPhone', IPHONE, 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409'],
  ['Android', ANDROID, 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp'],
] as const) {
  test.describe(platform, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent,
      wallet: { announce: false, injectWindowEthereum: false },
    })

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(phoneShim)
      await answerVerify(page)
    })

    test('each WalletConnect wallet opens its link in the tap; the wallet pairs; the last one comes first next visit', async ({
      page,
      consoleErrors,
    }) => {
      wallet = await startTestWcWallet()
      await page.goto(appUrl())
      for (const [id, name, prefix] of LINKS) {
        await openSheet(page)
        const link = await tapWallet(page, id, prefix)
        await approveInApp(page, wallet, link)
        const record = await page.evaluate(() => JSON.parse(localStorage.getItem('kit.lastMobileWallet') ?? 'null'))
        expect(record).toEqual({ href: link.split('?')[0], name })
        await page.getByTestId('account-button').click()
        await page.getByTestId('disconnect-button').click()
        await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
      }
      // Ledger Live, last in the list, was the last one used: the next visit offers it first.
      await page.reload()
      await page.getByTestId('connect-button').click()
      await expect(page.locator('.kit-mobile-wallet').first()).toHaveAttribute('data-testid', 'wallet-option-ledger')
      expect(consoleErrors).toEqual([])
    })

    test('an app that is not installed: store link and Back; a spinner with no answer: RETRY', async ({ page }) => {
      wallet = await startTestWcWallet()
      await page.clock.install()
      await page.goto(appUrl())
      await openSheet(page)
      await tapWallet(page, 'trust', 'https://link.trustwallet.com/wc?uri=')
      await expect(page.getByText('Opening Trust Wallet...')).toBeVisible()
      // The page stays in front: no app took the link. 3 s is the product's wait (README, Phones).
      await page.clock.fastForward(3_000)
      await expect(page.getByTestId('mobile-not-installed')).toHaveText('Trust Wallet is not installed')
      await expect(page.getByTestId('mobile-store-link')).toHaveAttribute('href', store)
      await expect(page.getByTestId('mobile-store-link')).toHaveText('Get Trust Wallet')
      await page.getByTestId('mobile-back').click()
      await expect(page.getByTestId('mobile-not-installed')).toHaveCount(0)
      await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')

      // MetaMask opens, the visitor comes back without approving: the spinner ends in RETRY.
      const first = await tapWallet(page, 'metaMask', 'https://metamask.app.link/wc?uri=')
      await setHidden(page, true)
      await setHidden(page, false)
      await expect(page.getByText('Opening MetaMask...')).toBeVisible()
      // The spinner's 20 s (README, Phones).
      await page.clock.fastForward(20_000)
      await expect(page.getByTestId('mobile-timed-out')).toHaveText('Confirm connection in MetaMask')
      await expect(page.getByText('Opening MetaMask...')).toHaveCount(0)
      await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
      const second = await tapWallet(page, 'metaMask', 'https://metamask.app.link/wc?uri=', () =>
        page.getByTestId('connect-retry').click(),
      )
      expect(pairingUri(second)).not.toBe(pairingUri(first))
      await approveInApp(page, wallet, second)
    })
  })
}

test.describe('a phone browser with an injected wallet', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID })

  test('prepares nothing, so the sheet opens no relay socket; a WalletConnect wallet opens once its URI is in', async ({
    page,
  }) => {
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    wallet = await startTestWcWallet()
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'off')
    expect(sockets).toEqual([])
    await page.getByTestId('wallet-option-rainbow').click()
    await expect.poll(async () => (await opened(page)).length).toBe(1)
    const [link] = await opened(page)
    expect(link.url.startsWith('https://rnbwapp.com/wc?uri=')).toBe(true)
    expect(sockets).toHaveLength(1)
    await approveInApp(page, wallet, link.url)
  })
})
