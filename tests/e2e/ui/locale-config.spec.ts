import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildAndServeApp, type AppServer } from '../../peers/app.ts'
import { expect, test } from './helpers.ts'
import { startIn, TEXTS } from './locale-texts.ts'

// VITE_LOCALE fixes the app's language: this build (made here, so only this file pays for it) is
// the browser tests' app with VITE_LOCALE=ja. The visitor's browser asks for German and their
// earlier pick was French; neither counts, and there is no picker to change it.

const outDir = `.cache/e2e-locale-config-${process.pid}/app`
let app: AppServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  app = await buildAndServeApp(
    {
      VITE_CHAIN_ID: process.env.E2E_CHAIN_ID!,
      VITE_RPC_URL: process.env.E2E_RPC_URL!,
      VITE_APP_NAME: 'Beacon',
      VITE_LOCALE: 'ja',
    },
    outDir,
  )
})

test.afterAll(async () => {
  await app?.stop()
  rmSync(fileURLToPath(new URL(`../../../${outDir}/..`, import.meta.url)), { recursive: true, force: true })
})

test.use({ locale: 'de-DE' })

test('VITE_LOCALE=ja: Japanese whatever the browser asks or the visitor picked before, and no language picker', async ({
  page,
}) => {
  const ja = TEXTS.ja.main
  await startIn(page, 'fr')
  await page.goto(app.url)
  await expect(page.getByTestId('connect-button')).toHaveText(ja.connectWallet)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await page.getByTestId('connect-button').click()
  await expect(page.getByRole('dialog', { name: ja.connectTitle })).toBeVisible()
  // The picker loads after first paint: give it the time it would take, then make sure it never came.
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('language-select')).toHaveCount(0)
  await expect(page.locator('.page-footer')).toHaveCount(0)
})
