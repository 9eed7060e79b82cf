import type { Page, Response } from '@playwright/test'
import { answerVerify, appUrl, connect, decodeQr, expect, TEST_WALLET, test } from './helpers.ts'

// Instant modals: each modal's code is fetched before the visitor clicks (when the page is idle,
// or on the way to a button), so the click shows the dialog at once; its entrance never hides it.
// Timings are in `npm run bench`; this checks that the pieces happen, and in that order.

/** Records, in the page, the opacity each dialog had in the task it was inserted in. */
async function recordDialogOpacity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = []
    Object.assign(window, { __dialogOpacity: seen })
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"]:not([data-seen])')) {
        dialog.setAttribute('data-seen', '')
        let opacity = 1
        for (let node: Element | null = dialog; node; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity)
        seen.push(opacity)
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

const dialogOpacities = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dialogOpacity: number[] }).__dialogOpacity)

/** The responses for the page's JavaScript chunks, as they arrive. */
function chunkResponses(page: Page): string[] {
  const urls: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.push(new URL(response.url()).pathname)
  })
  return urls
}

/** When (Date.now() in the test) each WebSocket the page opened was seen, with its URL. */
function socketsOpened(page: Page): { url: string; at: number }[] {
  const sockets: { url: string; at: number }[] = []
  page.on('websocket', (ws) => sockets.push({ url: ws.url(), at: Date.now() }))
  return sockets
}

/** The sockets seen before `moment`, each as how long before it. */
const openedBefore = (sockets: { at: number }[], moment: number) =>
  sockets.filter(({ at }) => at < moment).map(({ at }) => `a socket ${moment - at} ms before`)

/**
 * Rests the pointer on a wallet that is not a QR wallet, then waits: a relay socket that this
 * (or the warm-up before it) opened by mistake shows within a fraction of a second (about 0.2 s
 * here), so after 1.5 s it has, and its time comes before the moment the test reaches for the
 * QR wallet. An instant check right after the hover would miss it.
 */
async function restOnOtherWallet(page: Page): Promise<void> {
  await page.getByTestId(TEST_WALLET).hover()
  await page.waitForTimeout(1_500)
}

const chunk = (name: string) => (response: Response) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(response.url())

test('connect modal: its code is fetched before the click, it opens on click and on Enter, never hidden', async ({
  page,
}) => {
  await recordDialogOpacity(page)
  const chunks = chunkResponses(page)
  const warmed = page.waitForResponse(chunk('ConnectModal'))
  await page.goto(appUrl())
  const button = page.getByTestId('connect-button')
  await expect(button).toBeVisible()
  // Fetched with nobody touching the page: the browser was idle after first paint. Its
  // dependencies (the shared Modal chunk) come after it: wait until the network is quiet.
  await warmed
  await page.waitForLoadState('networkidle')
  const before = chunks.length

  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  // Opening fetched none of the modals' code; the core's worker starts once the dialog is on
  // screen, for the QR. The entrance started opaque both times.
  expect(chunks.slice(before).filter((path) => /Modal/.test(path))).toEqual([])
  await expect.poll(() => chunks.slice(before)).toContainEqual(expect.stringMatching(/\/worker-[\w-]+\.js$/))
  expect(await dialogOpacities(page)).toEqual([1, 1])
})

test('connect modal: rendered ahead, hidden, so the click only reveals it; each opening starts afresh', async ({
  page,
}) => {
  await page.goto(appUrl())
  const button = page.getByTestId('connect-button')
  await expect(button).toBeVisible()
  // Once the page is idle the dialog is in the document, off screen and out of the accessibility tree.
  const dialogs = page.locator('[role="dialog"]')
  await expect(dialogs).toHaveCount(1)
  await expect(dialogs).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await dialogs.evaluate((dialog) => dialog.setAttribute('data-rendered-ahead', ''))

  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  // The very element rendered ahead, now on screen; the first wallet has the focus, as always.
  await expect(dialog).toHaveAttribute('data-rendered-ahead', '')
  await expect(dialog.locator('[data-autofocus]')).toBeFocused()

  // A step taken, then closed: the next opening is a new instance on the first step.
  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await expect(dialog.locator('.kit-connect-panel')).toHaveAttribute('data-step', 'GET')
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await expect(page.locator('[role="dialog"]:not([data-rendered-ahead])')).toHaveCount(1)
  await button.click()
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveAttribute('data-rendered-ahead', '')
  await expect(dialog.locator('.kit-connect-panel')).toHaveAttribute('data-step', 'NONE')
})

/**
 * Records, in the page, each inline style the modal kept hidden ahead had (its slot's child, the
 * backdrop): every change's old value, in order; the current one is on the element. Not the
 * absent attribute of an element just inserted, which React hides in the same task.
 */
async function recordHiddenModalStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const styles: string[] = []
    Object.assign(window, { __hiddenModalStyles: styles })
    new MutationObserver((records) => {
      for (const { target, oldValue } of records)
        if (oldValue !== null && (target as Element).parentElement?.classList.contains('kit-modal-slot'))
          styles.push(oldValue)
    }).observe(document, { attributes: true, attributeFilter: ['style'], attributeOldValue: true, subtree: true })
  })
}

const hiddenModalStyles = (page: Page) =>
  page.evaluate(() => [
    ...(window as unknown as { __hiddenModalStyles: string[] }).__hiddenModalStyles,
    document.querySelector('.kit-modal-slot > .kit-backdrop')?.getAttribute('style') ?? '',
  ])

const hasBox = (style: string) => !/display: none/.test(style)

test('connect modal: laid out once ahead while the page is idle, unseen, so the click finds its layout done', async ({
  page,
}) => {
  await recordHiddenModalStyles(page)
  await page.goto(appUrl())
  const button = page.getByTestId('connect-button')
  await expect(button).toBeVisible()
  await expect
    .poll(async () => (await hiddenModalStyles(page)).filter(hasBox), 'the hidden modal given a box, invisible')
    .toEqual(['visibility: hidden !important;'])
  // Hidden again as Activity had it: nothing on screen, nothing to reach.
  expect((await hiddenModalStyles(page)).at(-1)).toBe('display: none !important;')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  expect((await hiddenModalStyles(page)).at(-1)).not.toMatch(/visibility|display/)
})

test('account modal: fetched once connected, before the click; opens on click and on Enter', async ({ page }) => {
  await recordDialogOpacity(page)
  const warmed = page.waitForResponse(chunk('AccountModal'))
  await connect(page)
  await warmed
  const button = page.getByTestId('account-button')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  // The connect modal first, then the account modal twice: all opaque from their first frame.
  expect(await dialogOpacities(page)).toEqual([1, 1, 1])
})

test.describe('the wallet starts on another chain', () => {
  test.use({ wallet: { chainId: 1, knownChains: [1] } })

  test('chain modal: fetched once connected, before the click; opens on click and on Enter', async ({ page }) => {
    const warmed = page.waitForResponse(chunk('ChainModal'))
    await connect(page)
    await warmed
    const button = page.getByTestId('wrong-network-button')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
  })
})

test('QR wallet: opening the modal contacts no relay; the click shows a decodable QR', async ({ page }) => {
  await answerVerify(page)
  const sockets = socketsOpened(page)
  const wasm: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(new URL(request.url()).pathname)
  })
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  // The warm-up has loaded and started sign-client: whatever it does unasked has been done. The
  // pointer then rests on a wallet that is not a QR wallet, which must not wake the relay either.
  await expect(page.locator('[data-qr-warmup="ready"]')).toBeVisible()
  // Not the core's WalletConnect validation: that is for those who choose a WalletConnect wallet.
  expect(wasm.filter((path) => /\/core-validate-[\w-]+\.wasm$/.test(path))).toEqual([])
  await restOnOtherWallet(page)

  const clickedAt = Date.now()
  const option = page.getByTestId('wallet-option-walletConnect')
  await option.click()
  expect(await decodeQr(page.getByTestId('connect-qr'))).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The relay was first contacted for the click, not before it.
  expect(sockets.length).toBeGreaterThan(0)
  expect(openedBefore(sockets, clickedAt)).toEqual([])
  expect(sockets.every(({ url }) => url.startsWith(process.env.E2E_WC_RELAY_URL!))).toBe(true)
})

test('QR wallet: the pointer over it proposes the pairing, the click shows that pairing at once, closing drops it', async ({
  page,
}) => {
  await answerVerify(page)
  const proposed: string[] = []
  const sockets = socketsOpened(page)
  let open = 0
  page.on('websocket', (ws) => {
    open++
    ws.on('close', () => open--)
    ws.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { method?: string; params?: { pairingTopic?: string } }
      if (message.method === 'wc_proposeSession') proposed.push(message.params!.pairingTopic!)
    })
  })
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  // No relay socket until the pointer reaches the QR wallet: not with the warm-up done, nor on
  // the way over another wallet.
  await expect(page.locator('[data-qr-warmup="ready"]')).toBeVisible()
  await restOnOtherWallet(page)
  const hoveredAt = Date.now()
  const option = page.getByTestId('wallet-option-walletConnect')
  await option.hover()
  await expect.poll(() => proposed.length).toBe(1)
  expect(sockets.length).toBeGreaterThan(0)
  expect(openedBefore(sockets, hoveredAt)).toEqual([])

  await option.click()
  expect(await decodeQr(page.getByTestId('connect-qr'))).toMatch(new RegExp(`^wc:${proposed[0]}@2\\?`))
  expect(proposed).toHaveLength(1)

  await page.keyboard.press('Escape')
  await expect.poll(() => open).toBe(0)
})
