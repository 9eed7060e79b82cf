import type { Page } from '@playwright/test'
import { startRelay, type Relay } from '../../peers/wc-relay/index.ts'
import { startFaultyRelay, type FaultyRelay } from '../../peers/wc-relay/faulty.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { expect, test } from '../fixtures.ts'
import {
  answerVerify,
  connectByQr,
  faultyRelayAppUrl as appUrl,
  faultyRelayPort as port,
  shortAddress,
  startTestWcWallet,
} from './helpers.ts'

// The app here is built for a relay port that each test fills (or leaves empty) and with the
// placeholder project id of the default configuration.

const UNREACHABLE = 'Could not reach WalletConnect. Check your connection and try again.'
const MISSING_PROJECT_ID = 'WalletConnect is not set up: the project ID is missing (VITE_WC_PROJECT_ID).'
// The app gives the relay 10 s to produce a pairing URI before it says so; the assertion waits a
// little longer than that product deadline.
const AFTER_URI_DEADLINE = { timeout: 20_000 }

let faulty: FaultyRelay | undefined
let relay: Relay | undefined
let wallet: WcWallet | undefined

test.afterEach(async () => {
  await wallet?.stop()
  await relay?.stop()
  await faulty?.stop()
  wallet = relay = faulty = undefined
})

async function chooseWalletConnect(page: Page) {
  await answerVerify(page, appUrl())
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-walletConnect').click()
}

test('a refused relay port: the CONNECT step says WalletConnect is unreachable and offers RETRY', async ({ page }) => {
  await chooseWalletConnect(page)
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE, AFTER_URI_DEADLINE)
  await expect(page.getByTestId('connect-retry')).toBeVisible()
})

test('a relay that accepts the socket and never answers: unreachable, then RETRY tries again', async ({ page }) => {
  faulty = await startFaultyRelay(port(), 'silent')
  await chooseWalletConnect(page)
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE, AFTER_URI_DEADLINE)
  const before = faulty.connections()
  await page.getByTestId('connect-retry').click()
  await expect.poll(() => faulty!.connections()).toBeGreaterThan(before)
  await expect(page.getByRole('alert')).toHaveText(UNREACHABLE, AFTER_URI_DEADLINE)
})

test("the relay's 3000 close with the placeholder project id: the message says the project id is missing", async ({
  page,
}) => {
  faulty = await startFaultyRelay(port(), 'unauthorized')
  await chooseWalletConnect(page)
  await expect(page.getByRole('alert')).toHaveText(MISSING_PROJECT_ID)
  await expect(page.getByTestId('connect-retry')).toBeVisible()
})

test('closing the modal cancels the attempt and closes its relay socket', async ({ page }) => {
  faulty = await startFaultyRelay(port(), 'silent')
  await chooseWalletConnect(page)
  await expect.poll(() => faulty!.openSockets()).toBe(1)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => faulty!.openSockets()).toBe(0)
})

/** A working relay on the app's port, and a wallet connected to the page through it (afterEach stops both). */
async function connectThroughRelay(page: Page): Promise<{ relay: Relay; wallet: WcWallet }> {
  relay = await startRelay({ port: port() })
  wallet = await startTestWcWallet({ relayUrl: relay.url })
  await answerVerify(page, appUrl())
  await page.goto(appUrl())
  await connectByQr(page, wallet)
  return { relay, wallet }
}

/** What the page shows for a signature the wallet answered (the spec's 'Signed: {signature}'). */
const signedText = (signature: unknown) => `Signed: ${String(signature).slice(0, 18)}…${String(signature).slice(-8)}`

test('the relay restarts between two requests: the next personal_sign succeeds and the session survives', async ({
  page,
}) => {
  const { relay, wallet } = await connectThroughRelay(page)
  const account = page.getByTestId('account-button')
  const [session] = wallet.sessions()
  const signed = () => wallet.requests.filter((r) => r.method === 'personal_sign' && 'result' in r.outcome)

  await page.getByTestId('sign-message').click()
  await expect(page.getByTestId('sign-result')).toContainText('0x')
  const sinceRestart = relay.events.length
  await relay.restart()
  // A dropped relay socket is not the wallet ending the session: the page stays connected.
  await expect(account).toContainText(shortAddress(wallet.address))
  await page.getByTestId('sign-message').click()
  // The same message and key sign to the same bytes: the wallet's count tells the answers apart,
  // and the button is enabled again only once the page got the second answer.
  await expect.poll(() => signed().length).toBe(2)
  await expect(page.getByTestId('sign-message')).toBeEnabled()
  await expect(page.getByTestId('sign-result')).toHaveText(
    signedText((signed()[1].outcome as { result: unknown }).result),
  )
  // Over the same session: no new pairing or proposal after the restart.
  expect(wallet.sessions().map((s) => s.topic)).toEqual([session.topic])
  expect(
    relay.events
      .slice(sinceRestart)
      .filter((e) => e.method === 'wc_proposeSession' || e.method === 'wc_approveSession'),
  ).toEqual([])
  await expect(account).toContainText(shortAddress(wallet.address))
})

// sign-client alone publishes again only 15 s after a publish it saw no answer to, and a request
// settles only once its publish is confirmed: the 10 s wait here tells the two apart.
test("the relay's answer to a request lost with the socket: the signature shows as soon as the wallet answers", async ({
  page,
}) => {
  const { relay, wallet } = await connectThroughRelay(page)
  const walletId = await wallet.clientId()
  expect(
    relay.drop((id) => id !== walletId, 'answer'),
    "the page's socket",
  ).toBe(1)

  await page.getByTestId('sign-message').click()
  await expect.poll(() => wallet.requests.length, 'the wallet answered').toBe(1)
  await expect(page.getByTestId('sign-result')).toHaveText(
    signedText((wallet.requests[0].outcome as { result: unknown }).result),
    { timeout: 10_000 },
  )
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
})
