import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import type { Page } from '@playwright/test'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { WALLET_EVENTS, WALLET_METHODS } from '../../peers/wc-wallet/requests.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { DEV_KEYS } from '../wallet/options.ts'
import { answerVerify, connectByQr, scanQr, shortAddress, startTestWcWallet, startTwoChainWcWallet } from './helpers.ts'

// WalletConnect end to end: the app (built for the local relay) shows a QR code, the test
// wallet "scans" it (decoded from the screenshot's pixels), pairs through the relay and
// approves with an anvil account.

let wallet: WcWallet

test.afterEach(async () => {
  await wallet?.stop()
})

test('connect by QR through the local relay, sign, reload, and disconnect from the wallet', async ({
  page,
  consoleErrors,
}) => {
  wallet = await startTestWcWallet()
  await answerVerify(page)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  await page.goto(appUrl())
  const short = shortAddress(wallet.address)

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
  expect(
    await recoverMessageAddress({ message: { raw: message }, signature: (signed.outcome as { result: Hex }).result }),
  ).toBe(wallet.address)

  // The session lives in the page's storage: a reload restores it without a new pairing.
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(short)
  expect(wallet.sessions()).toHaveLength(1)

  await wallet.disconnect()
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(sockets.every((url) => url.startsWith(process.env.E2E_WC_RELAY_URL!))).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('a slow Verify does not hold the QR back: it shows before the proposal leaves, and a wallet that scans it at once connects', async ({
  page,
  consoleErrors,
}) => {
  wallet = await startTestWcWallet()
  // Verify's attestation, which sign-client awaits before it publishes the proposal, is held
  // until the QR code has been read: the code must not wait for it. (The later route runs first.)
  await answerVerify(page)
  let releaseVerify = () => {}
  const verifyHeld = new Promise<void>((resolve) => (releaseVerify = resolve))
  await page.route('https://verify.walletconnect.org/**', async (route) => {
    await verifyHeld
    await route.fallback()
  })
  const proposals: string[] = []
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (String(payload).includes('"wc_proposeSession"')) proposals.push(String(payload))
    }),
  )
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()

  const uri = await scanQr(page)
  expect(proposals).toEqual([])
  // The wallet subscribes to the pairing now; the relay hands it the proposal once it arrives.
  const paired = wallet.pair(uri)
  releaseVerify()
  await paired
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  expect(proposals).toHaveLength(1)
  expect(proposals[0]).toContain(uri.slice(3, 67))
  expect(consoleErrors).toEqual([])
})

/** After a reload, the page shows the restored account at once; the wallet acts that instant. */
async function reloadRestored(page: Page, address: string) {
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(address))
}

test('session events sent the instant a restored session shows reach the page', async ({ page, consoleErrors }) => {
  const chainId = Number(process.env.E2E_CHAIN_ID)
  const other = privateKeyToAddress(DEV_KEYS[5])
  // The wallet also approves chain 1, so it can move there; the app knows only the anvil chain.
  wallet = await startTwoChainWcWallet()
  await answerVerify(page)
  await page.goto(appUrl())
  await connectByQr(page, wallet)

  await reloadRestored(page, wallet.address)
  await wallet.setAccounts([other])
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(other))

  await reloadRestored(page, other)
  await wallet.emitChain(1)
  await expect(page.getByTestId('wrong-network-button')).toBeVisible()

  // Sent while the page is away: the event waits in the relay for the page's resubscription,
  // which comes while the session is being restored, before the page shows it.
  await wallet.emitChain(chainId)
  await expect(page.getByTestId('wrong-network-button')).toHaveCount(0)
  const url = page.url()
  await page.goto('about:blank')
  await wallet.emitChain(1)
  await page.goto(url)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(other))
  await expect(page.getByTestId('wrong-network-button')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a session whose account is a bare address is refused with the error and RETRY', async ({ page }) => {
  const chainId = Number(process.env.E2E_CHAIN_ID)
  wallet = await startTestWcWallet({
    unchecked: true,
    namespaces: {
      eip155: {
        chains: [`eip155:${chainId}`],
        methods: WALLET_METHODS,
        events: WALLET_EVENTS,
        accounts: [privateKeyToAddress(DEV_KEYS[4])],
      },
    },
  })
  await answerVerify(page)
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  await wallet.pair(await scanQr(page))
  await expect(page.getByRole('alert')).toContainText(/account/i)
  await expect(page.getByTestId('connect-retry')).toBeVisible()
  await expect(page.getByTestId('connect-button')).toBeVisible()
})
