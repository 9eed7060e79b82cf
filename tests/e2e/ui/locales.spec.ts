import type { Page } from '@playwright/test'
import { formatEther, type Hex } from 'viem'
import { rpc } from '../../peers/anvil'
import { en } from '../../../web/src/i18n/en'
import { LOCALES, type Locale } from '../../../web/src/i18n/locales'
import type { LocaleMessages } from '../../../web/src/i18n/messages'
import { answerVerify, appUrl, check, decodeQr, expect, holdWalletMethod, test, TEST_WALLET } from './helpers'

// Issue 15: every locale fits its boxes; ar, ja and de are looked at in screenshots and by axe;
// Arabic mirrors the kit; the visitor's pick re-renders at once and is remembered.

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)
/** The test wallet's account (anvil's first dev key). */
const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Each locale's main texts, read from its file: the translations are data, not code under test. */
async function mainTexts(locale: Locale): Promise<LocaleMessages['main']> {
  const load = LOCALES[locale]
  return load ? (await load()).main : en
}

/** Buttons, links, labels and titles of the kit whose content is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.kit-root :is(button, a, label, h2, [role=status], .kit-chip, .kit-tag)')]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.kit-sr-only') && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}" (${element.scrollWidth} > ${element.clientWidth})`),
  )
}

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(await overflowing(page), `${where}: text wider than its box`).toEqual([])
}

/** The page starts in `locale`, as a visitor's earlier pick leaves it. */
async function startIn(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((tag) => localStorage.setItem('kit.locale', tag), locale)
}

for (const locale of ['ar', 'ja', 'de'] as const) {
  test.describe(`${locale}, from the browser's languages`, () => {
    test.use({ locale, wallet: { chainId: 1, knownChains: [1] } })

    test(`${locale}: connect modal (desktop and mobile), account and chain modals: screenshots, axe, nothing overflows`, async ({ page }) => {
      const t = await mainTexts(locale)
      const dir = locale === 'ar' ? 'rtl' : 'ltr'
      await page.goto(appUrl())
      await expect(page.getByTestId('connect-button')).toHaveText(t.connectWallet)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      for (const root of await page.locator('.kit-root').all()) await expect(root).toHaveAttribute('dir', dir)

      await page.getByTestId('connect-button').click()
      await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
      await expectNoOverflow(page, 'connect modal')
      await check(page, `${locale}-connect`)
      await page.keyboard.press('Escape')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByTestId('connect-button').click()
      await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
      await expectNoOverflow(page, 'connect sheet')
      await check(page, `${locale}-connect-sheet`)
      await page.keyboard.press('Escape')
      await page.setViewportSize({ width: 1280, height: 800 })

      await page.getByTestId('connect-button').click()
      await page.getByTestId(TEST_WALLET).click()
      const wrong = page.getByTestId('wrong-network-button')
      await expect(wrong).toHaveText(t.wrongNetwork)
      await wrong.click()
      const chains = page.getByRole('dialog', { name: t.switchNetworks })
      await expect(chains.getByText(t.wrongNetworkDetected)).toBeVisible()
      const release = await holdWalletMethod(page, 'wallet_switchEthereumChain')
      await page.getByTestId(`chain-option-${ANVIL}`).click()
      await expect(page.getByTestId(`chain-option-${ANVIL}`)).toContainText(t.confirmInWallet)
      await expectNoOverflow(page, 'chain modal')
      await check(page, `${locale}-chain`)
      await release()
      await expect(chains).toBeHidden()

      const account = page.getByTestId('account-button')
      await account.click()
      const dialog = page.getByRole('dialog', { name: t.account })
      await expect(dialog.getByTestId('copy-address')).toHaveText(t.copyAddress)
      await expectNoOverflow(page, 'account modal')
      await check(page, `${locale}-account`)
    })
  })
}

test.describe('numbers in the visitor’s locale', () => {
  // 10,000 ETH less what earlier tests spent: grouped, with a decimal sign, as each locale writes them.
  for (const locale of ['en', 'de', 'fr'] as const) {
    test(`${locale}: the account balance is written as ${locale} writes numbers`, async ({ page }) => {
      await startIn(page, locale)
      await page.goto(appUrl())
      await page.getByTestId('connect-button').click()
      await page.getByTestId(TEST_WALLET).click()
      await page.getByTestId('account-button').click()
      const wei = BigInt(await rpc<Hex>(process.env.E2E_RPC_URL!, 'eth_getBalance', [DEV_ACCOUNT, 'latest']))
      const amount = Number(formatEther(wei)).toLocaleString(locale, { maximumFractionDigits: 3 })
      await expect(page.getByTestId('account-balance')).toHaveText(`${amount} ETH`)
    })
  }
})

test('every locale: the connect modal, its Get panel, the sheet and the account modal fit their boxes', async ({ page }) => {
  test.slow()
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    const t = await mainTexts(locale)
    await page.setViewportSize({ width: 1280, height: 800 })
    await startIn(page, locale)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
    await expectNoOverflow(page, `${locale} connect modal`)
    await page.getByRole('button', { name: t.getAWallet }).click()
    await expect(page.getByRole('heading', { name: t.getTitle })).toBeVisible()
    await expectNoOverflow(page, `${locale} Get a Wallet`)
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('connect-button').click()
    await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
    await expectNoOverflow(page, `${locale} connect sheet`)
    await page.getByTestId(TEST_WALLET).click()
    await page.getByTestId('account-button').click()
    await expect(page.getByRole('dialog', { name: t.account })).toBeVisible()
    await expectNoOverflow(page, `${locale} account sheet`)
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('connect-button')).toBeVisible()
  }
})

test('the visitor picks a language on the page: it re-renders without a reload and is remembered', async ({ page }) => {
  const ja = await mainTexts('ja')
  await page.goto(appUrl())
  await expect(page.getByTestId('connect-button')).toHaveText(en.connectWallet)
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

  await page.getByTestId('language-select').selectOption('ja')
  await expect(page.getByTestId('connect-button')).toHaveText(ja.connectWallet)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  await page.getByTestId('connect-button').click()
  await expect(page.getByRole('dialog', { name: ja.connectTitle })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByTestId('connect-button')).toHaveText(ja.connectWallet)
  await expect(page.getByTestId('language-select')).toHaveValue('ja')
  await page.getByTestId('language-select').selectOption('en')
  await expect(page.getByTestId('connect-button')).toHaveText(en.connectWallet)
})

test.describe('the browser’s languages, best match', () => {
  test.use({ locale: 'pt-PT' })

  test('pt-PT reads pt-BR', async ({ page }) => {
    const ptBR = await mainTexts('pt-BR')
    await page.goto(appUrl())
    await expect(page.getByTestId('connect-button')).toHaveText(ptBR.connectWallet)
    await expect(page.getByTestId('language-select')).toHaveValue('pt-BR')
  })
})

test.describe('Arabic mirrors the kit but never the QR code', () => {
  test.use({ locale: 'ar' })

  test('ar: panes, back arrow, account button and sheet mirror; the QR decodes', async ({ page }) => {
    const t = await mainTexts('ar')
    await answerVerify(page)
    await page.goto(appUrl())
    await page.getByTestId('connect-button').click()
    const dialog = page.getByRole('dialog', { name: t.connectTitle })
    // The wallet list, first in reading order, is the right-hand pane.
    const list = (await dialog.locator('.kit-connect-list').boundingBox())!
    const detail = (await dialog.locator('.kit-connect-panel').boundingBox())!
    expect(list.x).toBeGreaterThan(detail.x)

    await dialog.getByRole('button', { name: t.getAWallet }).click()
    const back = dialog.getByRole('button', { name: t.back })
    await expect(back).toBeVisible()
    expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    // The back arrow sits at the start of the line, which is the right in Arabic.
    const closeButton = dialog.getByRole('button', { name: t.close })
    expect((await back.boundingBox())!.x).toBeGreaterThan((await closeButton.boundingBox())!.x)
    await check(page, 'ar-back')

    // The QR code reads the same in every language: nothing on its way to the screen mirrors it.
    await page.getByTestId('wallet-option-rainbow').click()
    const qr = page.getByTestId('connect-qr')
    expect(await decodeQr(qr, 'the QR code in Arabic')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const mirrored = await qr.evaluate((element) => {
      const flips: string[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const transform = getComputedStyle(node).transform
        if (transform !== 'none' && new DOMMatrix(transform).a < 0) flips.push(node.className)
      }
      return flips
    })
    expect(mirrored).toEqual([])
    await check(page, 'ar-qr')
    await page.keyboard.press('Escape')

    // The account button: the balance, first in reading order, at the right; the menu chevron at the left.
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    const account = page.getByTestId('account-button')
    await expect(account).toContainText('ETH')
    const balance = (await account.locator('.kit-account-balance').boundingBox())!
    const id = (await account.locator('.kit-account-id').boundingBox())!
    expect(balance.x).toBeGreaterThan(id.x)

    // The bottom sheet: its close button at the left, where a right-to-left line ends.
    await page.setViewportSize({ width: 390, height: 844 })
    await account.click()
    const sheet = page.getByRole('dialog', { name: t.account })
    const close = (await sheet.getByRole('button', { name: t.close }).boundingBox())!
    expect(close.x + close.width).toBeLessThan(195)
    // The arrow leaving the door points to where the line ends: the left.
    expect(
      await sheet
        .getByTestId('disconnect-button')
        .locator('svg')
        .evaluate((svg) => getComputedStyle(svg).transform),
    ).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await check(page, 'ar-account-sheet')
  })
})
