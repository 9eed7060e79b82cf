import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { CHROMIUM, TEST_CHROMIUM_ARGS } from '../../../playwright.config.ts'
import { PHONE } from './phone.ts'

// A phone page that the browser itself hides, as a phone does when the wallet app takes the
// screen. Playwright's own pages never hide: it keeps each page focused through CDP
// (Emulation.setFocusEmulationEnabled), which Chromium counts as the page being captured, so
// visible. A browser Playwright attaches to with `noDefaults` is left alone in its first context,
// where minimizing the window makes the page hidden (visibilitychange, document.visibilityState).

export interface HidablePhone {
  page: Page
  /** The browser's window minimized: the page is hidden, as with the wallet app in front. */
  hide(): Promise<void>
  /** The window back: the page is visible again. */
  show(): Promise<void>
  close(): Promise<void>
}

/** The DevTools address Chromium prints on stderr once it listens. */
function devToolsUrl(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen)
      if (match) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${seen}`)))
  })
}

/** Emulates a phone on `page` through CDP (the context options of Playwright do not apply here). */
async function emulatePhone(cdp: CDPSession, userAgent: string) {
  await cdp.send('Emulation.setUserAgentOverride', { userAgent })
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE.viewport, deviceScaleFactor: 3, mobile: true })
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
}

export async function launchHidablePhone(userAgent: string): Promise<HidablePhone> {
  const profile = mkdtempSync(join(tmpdir(), 'beacon-hidable-'))
  const child = spawn(
    CHROMIUM,
    [...TEST_CHROMIUM_ARGS, '--lang=en-US', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group: CHROMIUM is a script that runs the browser as its child, so a signal
    // to the script alone would leave the browser running.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let browser: Browser | undefined
  const close = async () => {
    // Chromium closes its own processes, then the script exits. Should it not (a browser that
    // never came up), the whole group goes. The profile goes last: until then Chromium writes there.
    const session = await browser?.newBrowserCDPSession().catch(() => undefined)
    await session?.send('Browser.close').catch(() => undefined)
    const stuck = await Promise.race([exited.then(() => false), delay(10_000).then(() => true)])
    if (stuck) process.kill(-child.pid!, 'SIGKILL')
    await exited
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    browser = await chromium.connectOverCDP(await devToolsUrl(child), { noDefaults: true })
    const context = browser.contexts()[0]
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await emulatePhone(cdp, userAgent)
    const { windowId } = await cdp.send('Browser.getWindowForTarget')
    const windowState = async (state: 'minimized' | 'normal') => {
      await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: state } })
    }
    return {
      page,
      hide: () => windowState('minimized'),
      show: () => windowState('normal'),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
