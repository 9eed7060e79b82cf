import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { answerVerify, appUrl, check, decodeQr, expect, holdWalletMethod, test, TEST_WALLET } from './helpers.ts'
import { chooseLanguage, expectNoOverflow, LOCALE_TAGS, TEXTS } from './locale-texts.ts'

// Issue 15: ar, ja and de are looked at in screenshots and by axe; Arabic mirrors the kit; the
// visitor's pick re-renders at once and is remembered; an English visitor fetches no translation.
// That every locale fits its boxes is locales-fit.spec.ts.

const ANVIL = Number(process.env.E2E_CHAIN_ID ?? 31337)

/**
 * axe and a screenshot in the light theme: a language changes the words, not the colours, and
 * both themes are checked in English (connect-desktop, account, chain, layout).
 */
const lookAt = (page: Page, state: string) => check(page, state, ['light'])

/** The text of each line `element` is broken into, as laid out on screen. */
function visualLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getClientRects()[0]
        if (!rect) continue
        const last = lines.at(-1)
        if (last && rect.top < last.top + rect.height / 2) last.text += text[i]
        else lines.push({ top: rect.top, text: text[i]! })
      }
    }
    return lines.map((line) => line.text)
  })
}

/** The words of `words` that a line break cuts in two. */
async function wordsCut(element: Locator, words: string[]): Promise<string[]> {
  const lines = await visualLines(element)
  return words.filter((word) =>
    lines
      .slice(1)
      .some((next, i) =>
        [...word].some(
          (_, k) => k > 0 && lines[i]!.trimEnd().endsWith(word.slice(0, k)) && next.startsWith(word.slice(k)),
        ),
      ),
  )
}

/** The files of the built app that hold translations (each locale's two chunks). */
function localeChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(`${process.env.E2E_APP_DIR}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >
  return new Map(
    Object.entries(manifest).flatMap(([source, chunk]) =>
      source.startsWith('kit/i18n/locales/') ? [[chunk.file, source] as const] : [],
    ),
  )
}

/** The translation chunks the page has fetched so far. */
function recordLocaleChunks(page: Page): string[] {
  const chunks = localeChunks()
  // Two per locale but en, whose texts ship with the code that shows them.
  expect(chunks.size, 'locale chunks in the build').toBe((LOCALE_TAGS.length - 1) * 2)
  const fetched: string[] = []
  page.on('request', (request) => {
    const source = chunks.get(new URL(request.url()).pathname.slice(1))
    if (source) fetched.push(source)
  })
  return fetched
}

for (const locale of ['ar', 'ja', 'de'] as const) {
  test.describe(`${locale}, from the browser's languages`, () => {
    test.use({ locale, wallet: { chainId: 1, knownChains: [1] } })

    test(`${locale}: connect modal (desktop and mobile), account and chain modals: screenshots, axe, nothing overflows`, async ({
      page,
    }) => {
      const t = TEXTS[locale].main
      const dir = locale === 'ar' ? 'rtl' : 'ltr'
      await page.goto(appUrl())
      await expect(page.getByTestId('connect-button')).toHaveText(t.connectWallet)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      for (const root of await page.locator('.kit-root').all()) await expect(root).toHaveAttribute('dir', dir)

      await page.getByTestId('connect-button').click()
      await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
      await expectNoOverflow(page, 'connect modal')
      await lookAt(page, `${locale}-connect`)
      await page.keyboard.press('Escape')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByTestId('connect-button').click()
      await expect(page.getByRole('dialog', { name: t.connectTitle })).toBeVisible()
      await expectNoOverflow(page, 'connect sheet')
      await lookAt(page, `${locale}-connect-sheet`)
      await page.keyboard.press('Escape')
      await page.setViewportSize({ width: 1280, height: 800 })

      await page.getByTestId('connect-button').click()
      await page.getByTestId(TEST_WALLET).click()
      const wrong = page.getByTestId('wrong-network-button')
      await expect(wrong).toHaveText(t.wrongNetwork)
      // The red button in the header of the narrowest phone.
      await page.setViewportSize({ width: 320, height: 640 })
      await expectNoOverflow(page, 'wrong network at 320 px')
      await lookAt(page, `${locale}-wrong-network`)
      await page.setViewportSize({ width: 1280, height: 800 })
      await wrong.click()
      const chains = page.getByRole('dialog', { name: t.switchNetworks })
      await expect(chains.getByText(t.wrongNetworkDetected)).toBeVisible()
      const release = await holdWalletMethod(page, 'wallet_switchEthereumChain')
      await page.getByTestId(`chain-option-${ANVIL}`).click()
      await expect(page.getByTestId(`chain-option-${ANVIL}`)).toContainText(t.confirmInWallet)
      await expectNoOverflow(page, 'chain modal')
      await lookAt(page, `${locale}-chain`)
      await release()
      await expect(chains).toBeHidden()

      const account = page.getByTestId('account-button')
      await account.click()
      const dialog = page.getByRole('dialog', { name: t.account })
      await expect(dialog.getByTestId('copy-address')).toHaveText(t.copyAddress)
      await expectNoOverflow(page, 'account modal')
      await lookAt(page, `${locale}-account`)

      // Back to the list, where the wallet just used carries the Recent tag.
      await dialog.getByTestId('disconnect-button').click()
      await page.getByTestId('connect-button').click()
      await expect(page.getByTestId(TEST_WALLET).locator('.kit-tag')).toHaveText(t.recent)
      await expectNoOverflow(page, 'connect modal with a recent wallet')
      await lookAt(page, `${locale}-connect-recent`)
    })
  })
}

// Issue 27: Thai, Hebrew, Persian and Chinese as Taiwan writes it, from the browser's languages:
// the connect modal and the account sheet looked at in screenshots and by axe; Hebrew and Persian
// mirror as Arabic does, and Persian writes the balance in its own digits.
for (const locale of ['th', 'he', 'fa', 'zh-TW'] as const) {
  test.describe(`${locale}, from the browser's languages (issue 27)`, () => {
    test.use({ locale })

    test(`${locale}: connect modal and account sheet: screenshots, axe, direction, nothing overflows`, async ({
      page,
    }) => {
      const t = TEXTS[locale].main
      const rtl = locale === 'he' || locale === 'fa'
      await page.goto(appUrl())
      await expect(page.getByTestId('connect-button')).toHaveText(t.connectWallet)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
      for (const root of await page.locator('.kit-root').all())
        await expect(root).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')

      await page.getByTestId('connect-button').click()
      const dialog = page.getByRole('dialog', { name: t.connectTitle })
      await expect(dialog.locator('.kit-connect-panel .kit-modal-title')).toHaveText(t.whatIsAWallet)
      // The wallet list, first in reading order, is the right-hand pane in a right-to-left language.
      const list = (await dialog.locator('.kit-connect-list').boundingBox())!
      const detail = (await dialog.locator('.kit-connect-panel').boundingBox())!
      expect(list.x > detail.x, 'the wallet list is at the right').toBe(rtl)
      await expectNoOverflow(page, `${locale} connect modal`)
      await lookAt(page, `${locale}-connect`)

      await page.getByTestId(TEST_WALLET).click()
      const account = page.getByTestId('account-button')
      await expect(account).toContainText('ETH')
      await page.setViewportSize({ width: 390, height: 844 })
      await account.click()
      const sheet = page.getByRole('dialog', { name: t.account })
      await expect(sheet.getByTestId('copy-address')).toHaveText(t.copyAddress)
      // The close button sits where a line ends: the left in a right-to-left language.
      const close = (await sheet.getByRole('button', { name: t.close }).boundingBox())!
      expect(close.x + close.width < 195, 'the close button is at the left').toBe(rtl)
      const balance = await page.getByTestId('account-balance').textContent()
      // Persian writes numbers in its own digits (Intl gives them); the others as Intl writes them.
      if (locale === 'fa') expect(balance).toMatch(/^[۰-۹٬٫]+ ETH$/)
      else expect(balance).toMatch(/^[0-9,.]+ ETH$/)
      await expectNoOverflow(page, `${locale} account sheet`)
      await lookAt(page, `${locale}-account-sheet`)
    })
  })
}

test.describe('Chinese from Macau', () => {
  test.use({ locale: 'zh-MO' })

  test('zh-MO reads zh-HK, in Traditional script and Hong Kong wording', async ({ page }) => {
    await page.goto(appUrl())
    await expect(page.getByTestId('connect-button')).toHaveText(TEXTS['zh-HK'].main.connectWallet)
    await expect(page.getByTestId('language-select')).toHaveValue('zh-HK')
    await page.getByTestId('connect-button').click()
    await page.getByTestId(TEST_WALLET).click()
    await page.getByTestId('account-button').click()
    // Hong Kong writes 'account' 賬戶, Taiwan 帳戶, the mainland 账户.
    await expect(page.getByRole('dialog', { name: TEXTS['zh-HK'].main.account })).toBeVisible()
  })
})

test('ja, ko and th: lines break between phrases and words, never inside a word', async ({ page }) => {
  // Japanese and Thai have no spaces between words: the words to keep whole are listed; Korean's
  // are between its spaces. Chromium breaks Thai by its dictionary once the box says lang="th".
  const listed = {
    ja: ['デジタル', '資産', '保管場所', '不要', 'ウォレット', 'アカウント', 'パスワード', 'ログイン'],
    th: ['วอลเล็ต', 'สินทรัพย์', 'ดิจิทัล', 'ของคุณ', 'เว็บไซต์', 'รหัสผ่าน', 'เชื่อมต่อ', 'บัญชี', 'สำหรับ', 'แสดง'],
  }
  // One page, each language chosen on it, each width by resizing: the modal lays its text out anew.
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  for (const locale of ['ja', 'ko', 'th'] as const) {
    const t = TEXTS[locale].main
    await chooseLanguage(page, locale)
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      const dialog = page.getByRole('dialog', { name: t.connectTitle })
      // The layout for this width: the page switches it when its media query reports the resize,
      // after the resize itself; texts read before that are the other layout's, on their way out.
      await expect(dialog).toHaveClass(width >= 768 ? /kit-connect-modal/ : /kit-mobile/)
      for (const text of [t.learnTitle1, t.learnBody1, t.learnBody2]) {
        const words = locale === 'ko' ? text.split(' ') : listed[locale]
        for (const element of await dialog.getByText(text, { exact: true }).all()) {
          expect(await wordsCut(element, words), `${locale} at ${width} px: ${text}`).toEqual([])
        }
      }
    }
  }
})

test('an English first visit fetches no translation; choosing German fetches its two chunks', async ({ page }) => {
  const fetched = recordLocaleChunks(page)
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page
    .getByRole('dialog', { name: TEXTS.en.main.connectTitle })
    .getByRole('button', { name: TEXTS.en.main.getAWallet })
    .click()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])

  await page.keyboard.press('Escape')
  await page.getByTestId('language-select').selectOption('de')
  await expect(page.getByTestId('connect-button')).toHaveText(TEXTS.de.main.connectWallet)
  expect(fetched.sort()).toEqual(['kit/i18n/locales/de.ts', 'kit/i18n/locales/wallets/de.ts'])
})

test('switching to Arabic and back at run time flips the direction without a reload', async ({ page }) => {
  await page.goto(appUrl())
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const roots = page.locator('.kit-root')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

  await page.getByTestId('language-select').selectOption('ar')
  await expect(page.getByTestId('connect-button')).toHaveText(TEXTS.ar.main.connectWallet)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  for (const root of await roots.all()) await expect(root).toHaveAttribute('dir', 'rtl')
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: TEXTS.ar.main.connectTitle })
  // The wallet list, first in reading order, is the right-hand pane.
  expect((await dialog.locator('.kit-connect-list').boundingBox())!.x).toBeGreaterThan(
    (await dialog.locator('.kit-connect-panel').boundingBox())!.x,
  )
  await page.keyboard.press('Escape')

  await page.getByTestId('language-select').selectOption('en')
  await expect(page.getByTestId('connect-button')).toHaveText(TEXTS.en.main.connectWallet)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  for (const root of await roots.all()) await expect(root).toHaveAttribute('dir', 'ltr')
  await page.getByTestId('connect-button').click()
  const english = page.getByRole('dialog', { name: TEXTS.en.main.connectTitle })
  expect((await english.locator('.kit-connect-list').boundingBox())!.x).toBeLessThan(
    (await english.locator('.kit-connect-panel').boundingBox())!.x,
  )
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})

test('the visitor picks a language on the page: it re-renders without a reload and is remembered', async ({ page }) => {
  const { en, ja } = { en: TEXTS.en.main, ja: TEXTS.ja.main }
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
    const ptBR = TEXTS['pt-BR'].main
    await page.goto(appUrl())
    await expect(page.getByTestId('connect-button')).toHaveText(ptBR.connectWallet)
    await expect(page.getByTestId('language-select')).toHaveValue('pt-BR')
  })
})

test.describe('Arabic mirrors the kit but never the QR code', () => {
  test.use({ locale: 'ar' })

  test('ar: panes, back arrow, account button and sheet mirror; the QR decodes', async ({ page }) => {
    const t = TEXTS.ar.main
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
    expect(await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
    // The back arrow sits at the start of the line, which is the right in Arabic.
    const closeButton = dialog.getByRole('button', { name: t.close })
    expect((await back.boundingBox())!.x).toBeGreaterThan((await closeButton.boundingBox())!.x)
    await lookAt(page, 'ar-back')

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
    await lookAt(page, 'ar-qr')
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
    await lookAt(page, 'ar-account-sheet')
  })
})
