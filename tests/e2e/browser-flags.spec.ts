import { execFileSync } from 'node:child_process'
import type { Browser } from '@playwright/test'
import { DISABLED_FEATURES } from '../../playwright.config.ts'
import { expect, test } from './fixtures.ts'

// playwright.config.ts repeats the features Playwright turns off, as Chromium keeps only the last
// --disable-features: a Playwright upgrade that turns off one more must not lose it silently.

const VARIATIONS = 'chrome://version/?show-variations-cmd'
const flagIn = (text: string): string[] => /--disable-features="([^"]*)"/.exec(text)?.[1].split(',') ?? []

async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(VARIATIONS)
  return flagIn((await page.textContent('#variations-cmd')) ?? '')
}

/** What Playwright alone turns off: a browser launched in a process of its own, outside this config. */
function playwrightsOwn(): string[] {
  const script = `
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
    const page = await browser.newPage()
    await page.goto('${VARIATIONS}')
    console.log(await page.textContent('#variations-cmd'))
    await browser.close()`
  return flagIn(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

test("the tests' browser turns off every feature Playwright would, the omnibox popups and the spare renderer", async ({
  browser,
}) => {
  const playwrights = playwrightsOwn()
  expect(playwrights.length, "Playwright's own list").toBeGreaterThan(5)
  const ours = await disabledFeatures(browser)
  // Windows' and Edge's own features aside.
  const lost = playwrights.filter((feature) => !ours.includes(feature) && !/Win$|^ms/.test(feature))
  expect(lost, 'features Playwright turns off that the config no longer does').toEqual([])
  expect(ours.sort(), 'the config reaches the browser').toEqual([...DISABLED_FEATURES].sort())
})
