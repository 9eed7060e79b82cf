import type { Page } from '@playwright/test'
import { fill } from '../../../web/kit/i18n/en.ts'
import type { LocaleTexts } from '../../../web/kit/i18n/messages.ts'
import { answerVerify, appUrl, expect, holdWalletMethod, test, TEST_WALLET, testWallet } from './helpers.ts'
import { IPHONE, openSheet, phoneShim, tapWallet } from '../walletconnect/phone.ts'
import { chooseLanguage, LOCALE_TAGS, overflowingAtRest, TEXTS } from './locale-texts.ts'

// Issue 15: in every locale, every view of the kit and the page's own controls fit their boxes.
// Each view is reached once and shown in the 24 locales in turn, chosen on the page as a visitor
// does (the kit re-renders in place): the connect modal's steps, a QR wallet, a failed connect
// with RETRY, the chain and account modals, the phone sheets, and the sign-in modal of the build
// with sign-in on (a Safe's wait for its owners: safe-sign-in-onchain.spec.ts). A page loaded in
// a locale is locales.spec.ts.

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)
const authAppUrl = () => process.env.E2E_KIT_AUTH_APP_URL!
const en = TEXTS.en

/** Asks the test wallet itself to move to `chainId`, as a visitor switching in the wallet does. */
const walletSwitchesTo = (page: Page, chainId: number) =>
  page.evaluate(
    (hex) =>
      (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hex }],
      }),
    `0x${chainId.toString(16)}`,
  )

/**
 * The view on screen in every locale in turn: each waits until `shows` sees that locale's texts,
 * then records each box that overflows, under the locale and `view`. English again after, so the
 * test goes on in English. Recorded rather than failed at once: one run names every misfit.
 */
async function inEveryLocale(
  page: Page,
  view: string,
  shows: (texts: LocaleTexts) => Promise<void>,
  overflows: string[],
): Promise<void> {
  for (const locale of LOCALE_TAGS) {
    await chooseLanguage(page, locale)
    await shows(TEXTS[locale])
    overflows.push(...(await overflowingAtRest(page)).map((box) => `${locale} ${view}: ${box}`))
  }
  await chooseLanguage(page, 'en')
  await shows(en)
}

// Measured at rest either way: without the entrance animations and the connect confetti (the
// kit honours reduced motion, which changes no size) each view is at rest at once, which keeps
// the walk through 24 locales short.
test.use({ wallet: { knownChains: [ANVIL, 1] }, reducedMotion: 'reduce' })

test('the sign-in modal, its error and a refusal fit in every locale', async ({ page }) => {
  test.slow()
  const overflows: string[] = []
  await page.goto(authAppUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  await expect(page.getByTestId('sign-in-message')).toContainText('wants you to sign in')
  await inEveryLocale(
    page,
    'sign-in modal',
    (x) => expect(page.getByRole('dialog', { name: fill(x.signIn.signInTitle, { app: 'Beacon' }) })).toBeVisible(),
    overflows,
  )

  await testWallet(page).set({ pending: true })
  await page.getByTestId('sign-in-button').click()
  await inEveryLocale(
    page,
    'sign-in error',
    (x) => expect(page.getByTestId('sign-in-error')).toHaveText(x.signIn.errorSign),
    overflows,
  )

  await testWallet(page).set({ pending: false, reject: true })
  await page.getByTestId('sign-in-button').click()
  await inEveryLocale(
    page,
    'sign-in refusal',
    (x) => expect(page.getByTestId('sign-in-error')).toHaveText(x.main.requestRejected),
    overflows,
  )
  expect(overflows, 'text wider than its box').toEqual([])
})

test('the page and every step of the connect modal fit in every locale', async ({ page }) => {
  test.slow()
  const overflows: string[] = []
  // The Recent tag beside the list's longest names.
  await page.addInitScript(() =>
    localStorage.setItem('kit.recentWallets', JSON.stringify(['coinbase', 'walletConnect', 'dev.beacon.testwallet'])),
  )
  await answerVerify(page)
  await page.goto(appUrl())
  const button = page.getByTestId('connect-button')
  await inEveryLocale(page, 'page', (x) => expect(button).toHaveText(x.main.connectWallet), overflows)

  await button.click()
  const dialog = page.getByRole('dialog')
  const title = dialog.locator('.kit-connect-panel .kit-modal-title')
  const titled = (text: (x: LocaleTexts) => string) => (x: LocaleTexts) => expect(title).toHaveText(text(x))
  const wallet = 'Coinbase Wallet'
  await inEveryLocale(
    page,
    'connect modal',
    titled((x) => x.main.whatIsAWallet),
    overflows,
  )

  await dialog.getByRole('button', { name: en.main.getAWallet }).click()
  await inEveryLocale(
    page,
    'GET',
    titled((x) => x.main.getTitle),
    overflows,
  )
  await page.getByTestId('get-coinbase').click()
  await inEveryLocale(
    page,
    'DOWNLOAD_OPTIONS',
    titled((x) => fill(x.main.downloadOptionsTitle, { wallet })),
    overflows,
  )
  await page.getByTestId('get-mobile').click()
  await inEveryLocale(
    page,
    'DOWNLOAD',
    titled((x) => fill(x.main.downloadTitle, { wallet })),
    overflows,
  )
  await page.getByTestId('download-continue').click()
  await inEveryLocale(
    page,
    'INSTRUCTIONS_MOBILE',
    async (x) => {
      await expect(title).toHaveText(fill(x.main.instructionsTitle, { wallet }))
      await expect(dialog.locator('.kit-step h3')).toHaveText(
        [x.setup.openApp, x.setup.createWallet, x.setup.tapScan].map((text) => fill(text, { wallet })),
      )
    },
    overflows,
  )
  const back = dialog.getByRole('button', { name: en.main.back })
  await back.click()
  await back.click()
  await page.getByTestId('add-extension').click()
  await inEveryLocale(
    page,
    'INSTRUCTIONS_EXTENSION',
    (x) =>
      expect(dialog.locator('.kit-step p')).toHaveText(
        [x.setup.installExtensionBody, x.setup.backUpWalletBody, x.setup.refreshBrowserBody].map((text) =>
          fill(text, { wallet }),
        ),
      ),
    overflows,
  )

  await page.getByTestId('wallet-option-rainbow').click()
  await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
  await inEveryLocale(
    page,
    'CONNECT with a QR',
    (x) => expect(dialog.getByText(fill(x.main.dontHave, { wallet: 'Rainbow' }))).toBeVisible(),
    overflows,
  )

  await testWallet(page).set({ reject: true })
  await page.getByTestId(TEST_WALLET).click()
  await inEveryLocale(
    page,
    'connection error',
    (x) => expect(page.getByTestId('connect-error')).toHaveText(x.errors.rejected),
    overflows,
  )
  expect(overflows, 'text wider than its box').toEqual([])
})

/**
 * Two bundles of calls in Recent Transactions, as a page that sent them left them: one partly
 * done (its second call refused), and one still pending that this wallet, without EIP-5792, no
 * longer knows: it turns 'Status unknown' and its toast shows. Nothing is sent on chain.
 */
const STORED_BUNDLES = (account: string, chainId: number) => ({
  [`${account.toLowerCase()}:${chainId}`]: [
    {
      id: 'forgotten-bundle',
      via: 'wallet',
      description: 'Two calls at once',
      status: 'pending',
      calls: [{ status: 'pending' }, { status: 'pending' }],
      sentAt: 2,
    },
    {
      id: `0x${'ab'.repeat(32)}`,
      via: 'sequence',
      description: 'Two calls at once',
      status: 'partial',
      calls: [{ hash: `0x${'ab'.repeat(32)}`, status: 'confirmed' }, { status: 'notSent' }],
      sentAt: 1,
    },
  ],
})

test('connected: the page, the account and chain modals and the phone sheets fit in every locale', async ({ page }) => {
  test.slow()
  const overflows: string[] = []
  await page.addInitScript(
    (bundles) => localStorage.setItem('kit.transactions', JSON.stringify(bundles)),
    STORED_BUNDLES('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ANVIL),
  )
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  await inEveryLocale(
    page,
    "page's demo",
    async (x) => {
      await expect(page.getByTestId('sign-message')).toHaveText(x.main.signMessage)
      await expect(page.getByTestId('send-calls')).toHaveText(x.calls.sendTwoCalls)
      await expect(page.getByTestId('toast-details')).toHaveText(x.calls.toastDetails)
      await expect(page.getByTestId('toast')).toContainText(x.calls.txUnknown)
    },
    overflows,
  )

  const account = page.getByTestId('account-button')
  await account.click()
  const accountModal = async (x: LocaleTexts) => {
    await expect(page.getByRole('dialog', { name: x.main.account })).toBeVisible()
    await expect(page.getByTestId('bundle-call').last()).toContainText(x.calls.callNotSent)
  }
  await inEveryLocale(page, 'account modal', accountModal, overflows)
  await page.keyboard.press('Escape')

  await walletSwitchesTo(page, 1)
  await page.getByTestId('wrong-network-button').click()
  const release = await holdWalletMethod(page, 'wallet_switchEthereumChain')
  const option = page.getByTestId(`chain-option-${ANVIL}`)
  await option.click()
  await inEveryLocale(
    page,
    'chain modal',
    async (x) => {
      await expect(page.getByTestId('wrong-network-notice')).toHaveText(x.main.wrongNetworkDetected)
      await expect(option).toContainText(x.main.confirmInWallet)
    },
    overflows,
  )
  await release()
  await expect(page.getByRole('dialog', { name: en.main.switchNetworks })).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  await account.click()
  await inEveryLocale(page, 'account sheet', accountModal, overflows)
  await page.getByTestId('disconnect-button').click()
  await page.getByTestId('connect-button').click()
  await inEveryLocale(
    page,
    'connect sheet',
    (x) => expect(page.getByRole('dialog', { name: x.main.connectTitle })).toBeVisible(),
    overflows,
  )
  expect(overflows, 'text wider than its box').toEqual([])
})

test.describe('a phone in a social app’s webview', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: `${IPHONE} Instagram 309.0.0.0.0`,
    wallet: { announce: false, injectWindowEthereum: false },
  })

  test('the webview hint and the fallback of a link that opened nothing fit in every locale', async ({ page }) => {
    test.slow()
    const overflows: string[] = []
    await page.addInitScript(phoneShim)
    await answerVerify(page)
    await page.goto(appUrl())
    await openSheet(page)
    await inEveryLocale(
      page,
      'webview hint',
      async (x) => {
        await expect(page.getByTestId('mobile-webview-hint')).toContainText(x.main.inAppBrowserHint)
        await expect(page.getByTestId('mobile-copy-page')).toHaveText(x.main.copyPageAddress)
      },
      overflows,
    )
    await tapWallet(page, 'trust', 'https://link.trustwallet.com/')
    // No app takes the link: the fallback shows after about 2 s.
    await expect(page.getByTestId('mobile-not-opened')).toBeVisible()
    await inEveryLocale(
      page,
      'link fallback',
      async (x) => {
        await expect(page.getByTestId('mobile-not-opened')).toHaveText(
          fill(x.main.appNotOpened, { wallet: 'Trust Wallet' }),
        )
        await expect(page.getByTestId('mobile-store-link')).toHaveText(
          fill(x.main.getMobile, { wallet: 'Trust Wallet' }),
        )
        await expect(page.getByTestId('mobile-try-again')).toHaveText(x.main.tryAgain)
        await expect(page.getByTestId('mobile-copy-link')).toHaveText(x.main.copyLink)
        await expect(page.getByTestId('mobile-choose-another')).toHaveText(x.main.chooseAnotherWallet)
      },
      overflows,
    )
    expect(overflows, 'text wider than its box').toEqual([])
  })
})
