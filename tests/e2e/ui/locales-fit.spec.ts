import type { Page } from '@playwright/test'
import { fill } from '../../../web/src/i18n/en'
import { answerVerify, appUrl, expect, holdWalletMethod, test, TEST_WALLET, testWallet } from './helpers'
import { expectNoOverflow, LOCALE_TAGS, startIn, TEXTS } from './locale-texts'

// Issue 15: in every locale, every view of the kit and the page's own controls fit their boxes.
// One page per locale walks the views: the connect modal's steps, a QR wallet, a failed connect
// with RETRY, the chain and account modals, the phone sheets, and the sign-in modal of the build
// with sign-in on.

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)
const authAppUrl = () => process.env.E2E_KIT_AUTH_APP_URL!

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

// Measured at rest either way: without the entrance animations and the connect confetti (the
// kit honours reduced motion, which changes no size) each view is at rest at once, which keeps
// the walk through 24 locales short.
test.use({ wallet: { knownChains: [ANVIL, 1] }, reducedMotion: 'reduce' })

for (const locale of LOCALE_TAGS) {
  test(`${locale}: every view fits its boxes`, async ({ page }) => {
    test.slow()
    const { main: t, setup, errors, signIn } = TEXTS[locale]
    await startIn(page, locale)
    // The Recent tag beside the list's longest names.
    await page.addInitScript(() => localStorage.setItem('kit.recentWallets', JSON.stringify(['coinbase', 'walletConnect', 'dev.beacon.testwallet'])))
    await answerVerify(page)

    // The sign-in modal exists only in the build with sign-in on; its error after a failed signature.
    await page.goto(authAppUrl())
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await expect(page.getByRole('dialog', { name: fill(signIn.signInTitle, { app: 'Beacon' }) })).toBeVisible()
    await expect(page.getByTestId('sign-in-message')).toContainText('wants you to sign in')
    await expectNoOverflow(page, `${locale} sign-in modal`)
    await testWallet(page).set({ pending: true })
    await page.getByTestId('sign-in-button').click()
    await expect(page.getByTestId('sign-in-error')).toHaveText(signIn.errorSign)
    await expectNoOverflow(page, `${locale} sign-in error`)

    await page.goto(appUrl())
    await expect(page.getByTestId('connect-button')).toHaveText(t.connectWallet)
    await expectNoOverflow(page, `${locale} page`)
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog', { name: t.connectTitle })
    const title = dialog.locator('.kit-connect-panel .kit-modal-title')
    await expect(title).toHaveText(t.whatIsAWallet)
    await expectNoOverflow(page, `${locale} connect modal`)

    await dialog.getByRole('button', { name: t.getAWallet }).click()
    await expect(title).toHaveText(t.getTitle)
    await expectNoOverflow(page, `${locale} GET`)
    const wallet = 'Coinbase Wallet'
    await page.getByTestId('get-coinbase').click()
    await expect(title).toHaveText(fill(t.downloadOptionsTitle, { wallet }))
    await expectNoOverflow(page, `${locale} DOWNLOAD_OPTIONS`)
    await page.getByTestId('get-mobile').click()
    await expect(title).toHaveText(fill(t.downloadTitle, { wallet }))
    await expectNoOverflow(page, `${locale} DOWNLOAD`)
    await page.getByTestId('download-continue').click()
    await expect(title).toHaveText(fill(t.instructionsTitle, { wallet }))
    await expect(dialog.locator('.kit-step h3')).toHaveText([setup.openApp, setup.createWallet, setup.tapScan].map((text) => fill(text, { wallet })))
    await expectNoOverflow(page, `${locale} INSTRUCTIONS_MOBILE`)
    const back = dialog.getByRole('button', { name: t.back })
    await back.click()
    await back.click()
    await page.getByTestId('add-extension').click()
    await expect(dialog.locator('.kit-step p')).toHaveText(
      [setup.installExtensionBody, setup.backUpWalletBody, setup.refreshBrowserBody].map((text) => fill(text, { wallet })),
    )
    await expectNoOverflow(page, `${locale} INSTRUCTIONS_EXTENSION`)

    await page.getByTestId('wallet-option-rainbow').click()
    await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
    await expect(dialog.getByText(fill(t.dontHave, { wallet: 'Rainbow' }))).toBeVisible()
    await expectNoOverflow(page, `${locale} CONNECT with a QR`)

    await testWallet(page).set({ reject: true })
    await page.getByTestId(TEST_WALLET).click()
    await expect(page.getByTestId('connect-error')).toHaveText(errors.rejected)
    await expectNoOverflow(page, `${locale} connection error`)
    await testWallet(page).set({ reject: false })
    await page.getByTestId('connect-retry').click()

    await expect(page.getByTestId('sign-message')).toHaveText(t.signMessage)
    await expectNoOverflow(page, `${locale} page's demo`)
    await page.getByTestId('account-button').click()
    await expect(page.getByRole('dialog', { name: t.account })).toBeVisible()
    await expectNoOverflow(page, `${locale} account modal`)
    await page.keyboard.press('Escape')

    await walletSwitchesTo(page, 1)
    await page.getByTestId('wrong-network-button').click()
    await expect(page.getByTestId('wrong-network-notice')).toHaveText(t.wrongNetworkDetected)
    const release = await holdWalletMethod(page, 'wallet_switchEthereumChain')
    await page.getByTestId(`chain-option-${ANVIL}`).click()
    await expect(page.getByTestId(`chain-option-${ANVIL}`)).toContainText(t.confirmInWallet)
    await expectNoOverflow(page, `${locale} chain modal`)
    await release()
    await expect(page.getByRole('dialog', { name: t.switchNetworks })).toBeHidden()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('account-button').click()
    await expect(page.getByRole('dialog', { name: t.account })).toBeVisible()
    await expectNoOverflow(page, `${locale} account sheet`)
    await page.getByTestId('disconnect-button').click()
    await page.getByTestId('connect-button').click()
    await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
    await expectNoOverflow(page, `${locale} connect sheet`)
  })
}
