import type { Page } from '@playwright/test'
import { appUrl, connect, expect, test } from './helpers.ts'

// The first view is painted from the HTML the build prerendered (`kitPrerender`, web/kit/firstView),
// before any of the app's JavaScript, and then hydrated; its boot script (web/kit/firstView/boot.ts)
// applies what the visitor stored before first paint. A press before hydration: first-modal.spec.ts.

interface Frame {
  theme: string | undefined
  /** The text of the Connect button when it is on screen. */
  connect: string | null
  account: boolean
  /** The prerendered view is in the document. */
  painted: boolean
}

/** Records, at every frame from the document's first, what is on screen (read back with `frames`). */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: unknown[] = []
    Object.assign(window, { __frames: frames })
    const shown = (selector: string) => {
      const element = document.querySelector(selector)
      return element?.checkVisibility({ visibilityProperty: true }) ? element : null
    }
    const record = () => {
      frames.push({
        theme: document.documentElement.dataset.theme,
        connect: shown('[data-testid="connect-button"]')?.textContent ?? null,
        account: shown('[data-testid="account-button"]') !== null,
        painted: Boolean(document.getElementById('root')?.hasChildNodes()),
      })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames)

/** Hydrated: the kit's portal root, which the prerendered view leaves out, is in the document. */
const hydrated = (page: Page) => expect(page.locator('body > .kit-root')).toBeAttached()

test('the HTML as served holds the Connect button, and hydrating it reports no error', async ({
  page,
  request,
  consoleErrors,
}) => {
  const html = await (await request.get(appUrl())).text()
  expect(html).toMatch(/<button[^>]*data-testid="connect-button"[^>]*>Connect Wallet<\/button>/)
  // The boot script is a file of our origin, before anything else runs.
  expect(html).toMatch(/<head>[\s\S]*<script src="\/kit-boot\.js"[^>]*><\/script>[\s\S]*<script type="module"/)

  await page.goto(appUrl())
  await hydrated(page)
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  expect(consoleErrors).toEqual([])
})

test('a returning connected visitor never sees Connect Wallet', async ({ page, consoleErrors }) => {
  await connect(page)
  await recordFrames(page)
  await page.reload()
  await expect(page.getByTestId('account-button')).toBeVisible()
  const seen = await frames(page)
  expect(seen.filter((frame) => frame.painted).length).toBeGreaterThan(0)
  expect(seen.filter((frame) => frame.connect !== null)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('a stored dark theme and language apply before first paint, no English shown', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    localStorage.setItem('page.appearance', JSON.stringify({ theme: 'dark', accent: '#2563eb' }))
    localStorage.setItem('kit.locale', 'fr')
  })
  await recordFrames(page)
  await page.goto(appUrl())
  await expect(page.getByTestId('connect-button')).toHaveText('Connecter un portefeuille')
  const painted = (await frames(page)).filter((frame) => frame.painted)
  expect(painted.length).toBeGreaterThan(0)
  expect(painted.filter((frame) => frame.theme !== 'dark')).toEqual([])
  expect(painted.filter((frame) => frame.connect !== null && frame.connect !== 'Connecter un portefeuille')).toEqual([])
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(consoleErrors).toEqual([])
})
