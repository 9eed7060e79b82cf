import type { Page } from '@playwright/test'
import { startRelay, type Relay } from '../../peers/wc-relay/index.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import {
  answerVerify,
  connectByQr,
  faultyRelayAppUrl,
  faultyRelayPort,
  scanQr,
  shortAddress,
  startTestWcWallet,
} from './helpers.ts'
import { answerOnce, opened, pairingUri, PHONE, phoneShim, relayAnswersNextProposalLate, relayStored } from './phone.ts'

// The network gone while something waits for the wallet (a QR shown, the phone's sheet after a
// tap, a request): the page says it is offline, and once the network is back it goes on by
// itself, with the same URI and no reload. What expired meanwhile ends in a clear message.

const OFFLINE = 'You are offline. This goes on by itself once the network is back.'
const PAIRING_EXPIRED = 'This connection request expired. Try again.'
const REQUEST_EXPIRED = 'Something went wrong: The request expired before your wallet answered. Try again.'
/** sign-client's proposals expire after five minutes, its requests after fifteen; a little more passes here. */
const PAST_PROPOSAL_EXPIRY = '05:10'
const PAST_REQUEST_EXPIRY = '15:10'
/** sign-client gives up a publish it has no confirmation of after one minute; this is well past it. */
const PAST_PUBLISH_LIMIT = '02:00'

let wallet: WcWallet | undefined
let relay: Relay | undefined

test.afterEach(async () => {
  await wallet?.stop()
  await relay?.stop()
  wallet = relay = undefined
})

const topicOf = (uri: string) => /^wc:([0-9a-f]{64})@2/.exec(uri)![1]

/** Connects by QR and asks for a signature, which the wallet receives and holds; resolves with its release. */
async function signHeldInWallet(page: Page, w: WcWallet): Promise<() => void> {
  await answerVerify(page)
  await page.goto(appUrl())
  await connectByQr(page, w)
  const release = w.hold()
  await page.getByTestId('sign-message').click()
  await expect.poll(() => w.received()).toBe(1)
  return release
}

/**
 * Shows a QR and reads it; resolves once the relay holds its proposal (the code is on screen
 * before, and a network gone by then would keep the proposal from the relay altogether).
 */
async function showQr(
  page: Page,
  { query = '', app = appUrl(), relayUrl = process.env.E2E_WC_RELAY_URL! } = {},
): Promise<string> {
  await answerVerify(page, app)
  await page.goto(`${app}/${query}`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
  const uri = await scanQr(page)
  await expect.poll(() => relayStored(relayUrl, topicOf(uri))).toBeGreaterThan(0)
  return uri
}

/** The notice sits under the QR, inside the modal; the QR, made smaller for it, still reads as `uri`. */
async function expectNoticeUnderQr(page: Page, uri: string) {
  await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE)
  expect(await scanQr(page)).toBe(uri)
  const [dialog, qr, notice] = await Promise.all(
    [
      page.getByRole('dialog', { name: 'Connect a Wallet' }),
      page.getByTestId('connect-qr'),
      page.getByTestId('offline-notice'),
    ].map(async (l) => (await l.boundingBox())!),
  )
  expect(notice.y, 'the notice starts below the QR').toBeGreaterThanOrEqual(qr.y + qr.height)
  expect(notice.y + notice.height, 'the notice ends inside the modal, above its padding').toBeLessThanOrEqual(
    dialog.y + dialog.height - 12,
  )
}

test('a QR waiting: offline says so; back online, the wallet that scanned it meanwhile connects, on that URI', async ({
  page,
  context,
}) => {
  wallet = await startTestWcWallet()
  const uri = await showQr(page)
  await context.setOffline(true)
  await expectNoticeUnderQr(page, uri)
  await answerOnce(wallet, () => wallet!.pair(uri))
  await expect(page.getByTestId('account-button')).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  expect(wallet.sessions().map((s) => s.pairingTopic)).toEqual([topicOf(uri)])
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)
})

test('compact modal, offline: the notice fits under the smaller QR, which still reads', async ({ page, context }) => {
  const uri = await showQr(page, { query: '?modal=compact' })
  await context.setOffline(true)
  await expectNoticeUnderQr(page, uri)
})

test('a request waiting: offline says so under the buttons; back online, the signature the wallet sent meanwhile shows', async ({
  page,
  context,
}) => {
  wallet = await startTestWcWallet()
  const release = await signHeldInWallet(page, wallet)
  await context.setOffline(true)
  await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE)
  await answerOnce(wallet, release)
  await context.setOffline(false)
  await expect(page.getByTestId('sign-result')).toHaveText(/^Signed: 0x[0-9a-f]{16}…[0-9a-f]{8}$/)
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('the sheet waiting after a tap: offline says so; back online, the approval made meanwhile connects', async ({
    page,
    context,
  }) => {
    wallet = await startTestWcWallet()
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
    await page.getByTestId('wallet-option-walletConnect').click()
    await expect.poll(async () => (await opened(page)).length).toBe(1)
    const uri = pairingUri((await opened(page))[0].url)
    await context.setOffline(true)
    await expect(page.getByText('Opening WalletConnect...')).toBeVisible()
    await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE)
    await answerOnce(wallet, () => wallet!.pair(uri))
    await context.setOffline(false)
    await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  })
})

test('a QR that expired while offline: the message and RETRY, which draws a new QR that connects', async ({
  page,
  context,
}) => {
  wallet = await startTestWcWallet()
  await page.clock.install()
  const uri = await showQr(page)
  await context.setOffline(true)
  await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE)
  await page.clock.fastForward(PAST_PROPOSAL_EXPIRY)
  await expect(page.getByTestId('connect-error')).toHaveText(PAIRING_EXPIRED)
  await expect(page.getByTestId('connect-qr')).toHaveCount(0)
  await context.setOffline(false)
  await page.getByTestId('connect-retry').click()
  const fresh = await scanQr(page, uri)
  await wallet.pair(fresh)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
})

test('a QR whose confirmation the network took: back minutes later, the wallet still connects with it', async ({
  page,
  context,
}) => {
  // The late confirmation goes to the next proposal the relay gets, from any page: a relay of its
  // own, on the port the faulty-relay app is built for (relay-faults.spec.ts, in this lane too),
  // so that it is this page's proposal and never one of the other lanes' on the shared relay.
  relay = await startRelay({ port: faultyRelayPort() })
  wallet = await startTestWcWallet({ relayUrl: relay.url })
  await page.clock.install()
  // The relay takes the proposal at once and confirms it after the page has lost its network.
  await relayAnswersNextProposalLate(relay.url, 3_000)
  const uri = await showQr(page, { app: faultyRelayAppUrl(), relayUrl: relay.url })
  await context.setOffline(true)
  await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE)
  await page.clock.fastForward(PAST_PUBLISH_LIMIT)
  await context.setOffline(false)
  await expect(page.getByTestId('offline-notice')).toHaveCount(0)
  await answerOnce(wallet, () => wallet!.pair(uri))
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
})

test('a request that expired while offline: the message, and the button asks again', async ({ page, context }) => {
  wallet = await startTestWcWallet()
  await page.clock.install()
  const release = await signHeldInWallet(page, wallet)
  await context.setOffline(true)
  await page.clock.fastForward(PAST_REQUEST_EXPIRY)
  await expect(page.getByTestId('sign-result')).toHaveText(REQUEST_EXPIRED)
  await expect(page.getByTestId('sign-message')).toBeEnabled()
  await context.setOffline(false)
  release()
  await page.getByTestId('sign-message').click()
  await expect(page.getByTestId('sign-result')).toHaveText(/^Signed: 0x[0-9a-f]{16}…[0-9a-f]{8}$/)
})
