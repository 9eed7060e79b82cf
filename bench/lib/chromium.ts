import { chromium, type Browser } from '@playwright/test'

const EXECUTABLE = '/usr/bin/chromium'

/**
 * Chromium's own processes that a visitor's browser does not run beside a page: the WebUI
 * omnibox popups (two renderers each new window starts, for a popup headless never shows) and
 * the spare renderer (started ahead for a next page the bench never opens). On our 2-core
 * machines their start-up landed in the first second of every visit and took CPU from the page
 * under test: the earlier an app paints, the more it lost (first-visit bench, our button
 * painted: 831 ms median with them, 511 without, 9 visits each, 2026-11-27).
 */
const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess']

/** The `--disable-features` switch Playwright passes, read back from a running browser's chrome://version. */
async function playwrightDisabledFeatures(args: string[]): Promise<string> {
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args })
  try {
    const page = await browser.newPage()
    await page.goto('chrome://version')
    const commandLine = (await page.locator('#command_line').textContent()) ?? ''
    const found = commandLine.split(' ').find((arg) => arg.startsWith('--disable-features='))
    if (!found) throw new Error('chrome://version shows no --disable-features switch from Playwright')
    return found
  } finally {
    await browser.close()
  }
}

/**
 * Debian's full Chromium (what a visitor runs, unlike the tests' headless shell) with `args`, and
 * without QUIET_FEATURES. Chromium keeps only the last `--disable-features` on its command line,
 * so Playwright's own list is read back and passed again in one switch with ours, in its place.
 */
export async function launchChromium(args: string[]): Promise<Browser> {
  const theirs = await playwrightDisabledFeatures(args)
  const features = [...theirs.slice('--disable-features='.length).split(','), ...QUIET_FEATURES]
  return chromium.launch({
    executablePath: EXECUTABLE,
    ignoreDefaultArgs: [theirs],
    args: [...args, `--disable-features=${features.join(',')}`],
  })
}
