import type { Page } from '@playwright/test'
import { answerVerify, appUrl, axe, expect, test } from './helpers.ts'

// The connect modal is prerendered too (web/kit/ui/ConnectModal/FirstConnectModal.tsx), hidden,
// after the first view: a press on Connect before the app's code has run shows it at once (the
// boot script, web/kit/firstView/boot.ts), and the kit's own modal replaces it once loaded.

const ENTRY = /\/assets\/index-[\w-]+\.js$/
const MODAL_CHUNK = /\/assets\/ConnectModal-[\w-]+\.js$/
const NAME = 'Connect a Wallet'

/** Holds the page's requests for `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Records, at every frame from the document's first, how many dialogs are on screen. */
async function countDialogs(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const counts: number[] = []
    Object.assign(window, { __dialogs: counts })
    const record = () => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')]
      counts.push(dialogs.filter((d) => d.checkVisibility({ visibilityProperty: true })).length)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  return () => page.evaluate(() => (window as unknown as { __dialogs: number[] }).__dialogs)
}

const prerendered = (page: Page) => page.locator('#kit-first-modal')
/** The kit's own portal root, where its modals are. */
const portal = (page: Page) => page.locator('body > .kit-root:not(#kit-first-modal)')
const taken = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-kit-ready')

/** The page as first painted, its entry chunk held: the app's code has not run. */
async function beforeTheApp(page: Page, url = appUrl()): Promise<() => void> {
  const release = await hold(page, ENTRY)
  // Module scripts hold back DOMContentLoaded and load: wait for the response only.
  await page.goto(url, { waitUntil: 'commit' })
  await expect(page.getByTestId('connect-button')).toBeVisible()
  return release
}

test('a press before the app has run shows the modal at once; the kit takes it over with no frame of neither or both', async ({
  page,
  consoleErrors,
}) => {
  const dialogsPerFrame = await countDialogs(page)
  const release = await beforeTheApp(page)
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: NAME })
  await expect(dialog).toBeVisible()
  await expect(prerendered(page).getByRole('dialog', { name: NAME })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-kit-ready')
  // The kit's wallet list, the keyboard on its first wallet, as the kit's modal opens.
  await expect(dialog.getByRole('button', { name: 'Rainbow' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
  await expect(dialog.locator('[data-autofocus]')).toBeFocused()
  await axe(page, 'the prerendered connect modal')

  release()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(portal(page).getByRole('dialog', { name: NAME })).toBeVisible()
  // Already on screen: it does not come in again.
  await expect(portal(page).locator('.kit-backdrop')).toHaveClass(/kit-backdrop--still/)
  await expect(dialog.locator('[data-autofocus]')).toBeFocused()
  const counts = await dialogsPerFrame()
  const shown = counts.indexOf(1)
  expect(shown).toBeGreaterThan(0)
  expect(counts.slice(shown).filter((count) => count !== 1)).toEqual([])
  // Closed, the kit's modal gives the focus back to the button that opened the first.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('connect-button')).toBeFocused()
  expect(consoleErrors).toEqual([])
})

test('before the app has run, the modal closes on Escape, its backdrop and its close button; once run, it stays closed', async ({
  page,
}) => {
  const release = await beforeTheApp(page)
  const button = page.getByTestId('connect-button')
  const dialog = page.getByRole('dialog', { name: NAME })
  await button.click()
  await expect(dialog).toBeVisible()
  // Tab stays inside the modal: from its last control back to its first.
  await dialog.getByRole('link', { name: 'Learn More' }).focus()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Rainbow' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()

  await button.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  release()
  await taken(page)
  await expect(prerendered(page)).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await button.click()
  await expect(dialog).toBeVisible()
})

test('closed after the app took the press, before its modal had loaded: the kit opens none', async ({ page }) => {
  const releaseModal = await hold(page, MODAL_CHUNK)
  const release = await beforeTheApp(page)
  await page.getByTestId('connect-button').click()
  const dialog = page.getByRole('dialog', { name: NAME })
  await expect(dialog).toBeVisible()
  release()
  await taken(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  releaseModal()
  await expect(prerendered(page)).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByTestId('connect-button').click()
  await expect(dialog).toBeVisible()
})

test('a wallet pressed before the app has run is the one the kit connects: its QR code', async ({ page }) => {
  await answerVerify(page)
  const release = await beforeTheApp(page)
  await page.getByTestId('connect-button').click()
  const wallet = page.getByRole('dialog', { name: NAME }).getByRole('button', { name: 'Rainbow' })
  await wallet.click()
  await expect(wallet).toHaveAttribute('aria-busy', 'true')

  release()
  const dialog = portal(page).getByRole('dialog', { name: NAME })
  await expect(dialog.getByRole('heading', { name: 'Rainbow' })).toBeVisible()
  await expect(page.getByTestId('connect-qr')).toHaveAttribute('data-ready', 'true')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the modal shown before the app has run is the bottom sheet, and the kit takes it over', async ({ page }) => {
    const release = await beforeTheApp(page)
    await page.getByTestId('connect-button').click()
    const sheet = page.getByRole('dialog', { name: NAME })
    await expect(sheet).toBeVisible()
    await expect(prerendered(page).locator('.kit-first-modal-small .kit-mobile')).toBeVisible()
    await expect(prerendered(page).locator('.kit-first-modal-large')).toBeHidden()
    await expect(sheet.getByRole('button', { name: 'Get a Wallet' })).toBeVisible()
    await axe(page, 'the prerendered connect sheet')

    release()
    await expect(prerendered(page)).toHaveCount(0)
    await expect(portal(page).locator('.kit-mobile')).toBeVisible()
  })
})
