import type { Browser, Page } from '@playwright/test'
import type { DropKind } from '../../peers/wc-relay/index.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { answerVerify, shortAddress, startTestWcWallet } from './helpers.ts'
import { answerOnce, appSwitch, opened, pairingUri, PHONE, phoneShim, relayDrops } from './phone.ts'

// The round trip a phone makes: the visitor taps, the wallet app comes to the front, the browser
// tab is hidden and frozen and the relay drops its socket, the visitor approves in the wallet,
// then comes back. Connect, personal_sign, eth_sendTransaction and one-click sign-in must each
// complete after coming back. The four run side by side, each in its own phone, so that one
// wait away covers them all.

const relayUrl = () => process.env.E2E_WC_RELAY_URL!
const authAppUrl = () => process.env.E2E_AUTH_APP_URL!

interface Flow {
  name: string
  page: Page
  wallet: WcWallet
  /** The topic whose socket the relay drops: the pairing's, or the session's. */
  topic: string
  /** What the visitor does in the wallet app. */
  inWallet(): Promise<void>
  /** What the page shows once back. */
  check(): Promise<void>
}

const wallets: WcWallet[] = []
const pages: Page[] = []

test.afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()))
  await Promise.all(wallets.splice(0).map((wallet) => wallet.stop()))
})

async function phonePage(browser: Browser, url: string): Promise<Page> {
  const { wallet: _, ...options } = PHONE
  const context = await browser.newContext(options)
  const page = await context.newPage()
  pages.push(page)
  await page.addInitScript(phoneShim)
  await answerVerify(page, new URL(url).origin)
  await page.goto(url)
  return page
}

async function wcWallet(options: Parameters<typeof startTestWcWallet>[0] = {}): Promise<WcWallet> {
  const wallet = await startTestWcWallet(options)
  wallets.push(wallet)
  return wallet
}

/** Taps WalletConnect on the sheet once its pairing is prepared; returns the URI its link carries. */
async function tapWalletConnect(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click()
  await expect(page.locator('.kit-mobile-wallets')).toHaveAttribute('data-pairing', 'ready')
  const before = (await opened(page)).length
  await page.getByTestId('wallet-option-walletConnect').click()
  await expect.poll(async () => (await opened(page)).length).toBe(before + 1)
  const link = (await opened(page))[before]
  expect(link.inTap, 'the link opens inside the tap').toBe(true)
  return pairingUri(link.url)
}

const topicOf = (uri: string) => /^wc:([0-9a-f]{64})@2/.exec(uri)![1]

async function connectFlow(browser: Browser): Promise<Flow> {
  const page = await phonePage(browser, appUrl())
  const wallet = await wcWallet()
  const uri = await tapWalletConnect(page)
  return {
    name: 'connect',
    page,
    wallet,
    topic: topicOf(uri),
    inWallet: () => answerOnce(wallet, () => wallet.pair(uri), 'connect'),
    check: () => expect(page.getByTestId('account-button'), 'connect').toContainText(shortAddress(wallet.address)),
  }
}

/** A phone connected over WalletConnect that pressed `button`; the wallet holds its answer. */
async function requestFlow(
  browser: Browser,
  name: string,
  button: string,
  result: string,
  shows: RegExp,
): Promise<Flow> {
  const page = await phonePage(browser, appUrl())
  const wallet = await wcWallet()
  const uri = await tapWalletConnect(page)
  await wallet.pair(uri)
  await expect(page.getByTestId('account-button')).toContainText(shortAddress(wallet.address))
  const release = wallet.hold()
  const received = wallet.received()
  await page.getByTestId(button).click()
  await expect.poll(() => wallet.received(), 'the request reached the wallet').toBe(received + 1)
  return {
    name,
    page,
    wallet,
    topic: wallet.sessions()[0].topic,
    inWallet: () => answerOnce(wallet, release, name),
    check: () => expect(page.getByTestId(result), name).toHaveText(shows),
  }
}

async function signInFlow(browser: Browser): Promise<Flow> {
  const page = await phonePage(browser, authAppUrl())
  const wallet = await wcWallet({ authenticate: 'approve' })
  const uri = await tapWalletConnect(page)
  return {
    name: 'one-click sign-in',
    page,
    wallet,
    topic: topicOf(uri),
    inWallet: () => answerOnce(wallet, () => wallet.pair(uri), 'one-click sign-in'),
    async check() {
      await expect(page.getByTestId('account-button'), 'one-click sign-in').toContainText(shortAddress(wallet.address))
      const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json())
      expect(session).toMatchObject({ authenticated: true, address: wallet.address })
      expect(wallet.proposals, 'the link carried a proposal that asks for sign-in').toEqual([{ signIn: true }])
      expect(
        wallet.requests.map((r) => r.method),
        'one approval only',
      ).not.toContain('personal_sign')
    },
  }
}

async function allFlows(browser: Browser): Promise<Flow[]> {
  return [
    await connectFlow(browser),
    await requestFlow(browser, 'personal_sign', 'sign-message', 'sign-result', /^Signed: 0x[0-9a-f]{16}…[0-9a-f]{8}$/),
    await requestFlow(browser, 'eth_sendTransaction', 'send-transaction', 'send-result', /^Transaction sent$/),
    await signInFlow(browser),
  ]
}

/** Every flow's phone goes to the wallet app at once; the relay drops each page's socket there. */
async function switchAll(flows: Flow[], awayMs: number, how: DropKind) {
  await Promise.all(
    flows.map(async (flow) =>
      appSwitch(flow.page, {
        awayMs,
        drop: async () =>
          expect(
            await relayDrops(relayUrl(), flow.topic, await flow.wallet.clientId(), how),
            `${flow.name}: the page's socket`,
          ).toBe(1),
        inWallet: flow.inWallet,
      }),
    ),
  )
  const back = Date.now()
  await Promise.all(
    flows.map(async (flow) => {
      await flow.check()
      console.log(
        `${flow.name}: done ${Date.now() - back} ms after coming back (${awayMs / 1000} s away, socket ${how === 'close' ? 'closed' : 'dead'})`,
      )
    }),
  )
}

for (const awayMs of [3_000, 40_000]) {
  test(`${awayMs / 1000} s in the wallet app, the socket closed: connect, personal_sign, eth_sendTransaction and one-click sign-in complete once back`, async ({
    browser,
  }) => {
    test.setTimeout(awayMs + 120_000)
    await switchAll(await allFlows(browser), awayMs, 'close')
  })
}

test('3 s in the wallet app, the socket dead without a close: each completes once back, on a new socket', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  await switchAll(await allFlows(browser), 3_000, 'silent')
})
