import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { answerVerify as answerVerifyFor } from '../../peers/verify.ts'
import { appUrl, expect, test } from '../fixtures.ts'
import { readQr } from '../qr-decode.ts'
import type { TestWalletBehaviour } from '../wallet/options.ts'
import type { Frame, Locator, Page } from '@playwright/test'

export { appUrl, expect, test }

const SCREENSHOTS = new URL('../../output/screenshots/', import.meta.url).pathname

/** Saves a screenshot of the page into tests/output/screenshots/ (git-ignored), per viewport. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  const { width } = page.viewportSize()!
  await settled(page)
  await page.screenshot({ path: `${SCREENSHOTS}${width}-${name}.png` })
}

/** A page's main frame, or the frame itself: what the helpers that read a view work on. */
export const frameOf = (target: Page | Frame): Frame => ('mainFrame' in target ? target.mainFrame() : target)

/**
 * Waits for entrance animations (not endless spinners) to finish, so colours are final, and for
 * the connect confetti to end: it is a canvas over the whole page, drawn frame by frame (no Web
 * Animation to wait for), and removed when done; over a dialog it hides its text from screenshots
 * and its colours from axe.
 */
export async function settled(target: Page | Frame): Promise<void> {
  await frameOf(target).waitForFunction(
    () =>
      !document.querySelector('.kit-confetti') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/** axe-core's browser build, which the page evaluates. */
const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source

/**
 * Puts axe-core into the page's frames of its own origin that lack it (a navigation removes it),
 * once per document rather than on every run: the 550 KB script compiled again for each state
 * cost more than the analysis. Frames of other origins are not read (see {@link axe}).
 */
async function injectAxe(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin
  for (const frame of page.frames()) {
    if (frame.isDetached() || new URL(frame.url(), page.url()).origin !== origin) continue
    if (await frame.evaluate(() => 'axe' in window)) continue
    await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] })`)
  }
}

/**
 * Runs axe over the whole page and fails on any violation. axe gathers its results in the page
 * itself, with its default rules, and reads frames of the page's origin; what it leaves out,
 * frames of other origins (WalletConnect Verify, a Safe host), holds nothing of ours. Only the
 * violations come back: passes and the rest, with a node list each, are large and unread.
 * `colourOnly` keeps of those default rules the ones colours decide (axe's `cat.color`: contrast,
 * links told apart from text); the others read the DOM, ARIA and layout, which no theme changes.
 */
export async function axe(page: Page, state: string, { colourOnly = false } = {}): Promise<void> {
  await settled(page)
  await injectAxe(page)
  const { ran, summary } = await page.evaluate(async (colourOnly) => {
    type Violation = { id: string; help: string; nodes: { target: string[] }[] }
    type Result = { id: string }
    const { axe: core } = window as unknown as {
      axe: {
        getRules(): { ruleId: string; tags: string[] }[]
        run(
          context: Document,
          options: object,
        ): Promise<{ violations: Violation[]; passes: Result[]; incomplete: Result[]; inapplicable: Result[] }>
      }
    }
    // Turning the other rules off, rather than naming the colour ones, leaves each colour rule
    // as axe's defaults have it (color-contrast-enhanced, AAA, stays off as in the full run).
    const rules = colourOnly
      ? Object.fromEntries(
          core
            .getRules()
            .filter((rule) => !rule.tags.includes('cat.color'))
            .map((rule) => [rule.ruleId, { enabled: false }]),
        )
      : {}
    const results = await core.run(document, { resultTypes: ['violations'], rules })
    const { violations, passes, incomplete, inapplicable } = results
    return {
      ran: [...violations, ...passes, ...incomplete, ...inapplicable].map((rule) => rule.id),
      summary: violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    }
  }, colourOnly)
  // A rule that stopped being tagged cat.color would otherwise leave this run checking nothing.
  if (colourOnly) expect(ran, `axe's colour rules in ${state}`).toEqual(expect.arrayContaining(['color-contrast']))
  expect(summary, `axe violations in ${state}`).toEqual([])
}

/**
 * axe in each theme (both unless told) for one state, and a screenshot of each. The themes differ
 * in colours only (the DOM is the same; kit.css and styles.css set colours, shadows and
 * color-scheme under data-theme), so after the first theme axe runs only its colour rules.
 */
export async function check(
  page: Page,
  state: string,
  schemes: readonly ('light' | 'dark')[] = ['light', 'dark'],
): Promise<void> {
  for (const [i, scheme] of schemes.entries()) {
    await setScheme(page, scheme)
    await axe(page, `${state} (${scheme})`, { colourOnly: i > 0 })
    await shot(page, `${state}-${scheme}`)
  }
  await setScheme(page, 'light')
}

/**
 * Decodes a rendered QR code from a screenshot of its element, once still, with jsQR and with
 * zbarimg; both must read the same text. `name` says which QR in failure messages.
 */
export async function decodeQr(qr: Locator, name = 'the QR code'): Promise<string> {
  await expect(qr).toHaveAttribute('data-ready', 'true')
  await settled(qr.page())
  const read = await readQr(await qr.screenshot())
  expect(read.jsqr, `jsQR decodes ${name}`).not.toBeNull()
  expect(read.zbar, `zbarimg decodes ${name}`).toBe(read.jsqr)
  return read.jsqr!
}

interface TestWalletApi {
  set(change: Partial<TestWalletBehaviour>): void
  emit(event: string, ...args: unknown[]): void
  chainId(): number
}

export function testWallet(page: Page) {
  return {
    set: (behaviour: Parameters<TestWalletApi['set']>[0]) =>
      page.evaluate((b) => (window as unknown as { testWallet: TestWalletApi }).testWallet.set(b), behaviour),
    emit: (event: string, ...args: unknown[]) =>
      page.evaluate(
        ([e, a]) =>
          (window as unknown as { testWallet: TestWalletApi }).testWallet.emit(e as string, ...(a as unknown[])),
        [event, args] as const,
      ),
    chainId: () => page.evaluate(() => (window as unknown as { testWallet: TestWalletApi }).testWallet.chainId()),
  }
}

export const TEST_WALLET = 'wallet-option-dev.beacon.testwallet'

/** Opens the app and connects the injected test wallet. */
export async function connect(page: Page): Promise<void> {
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  await expect(page.getByTestId('account-button')).toBeVisible()
}

/** The system colour scheme; the kit's default theme follows it. */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
}

/**
 * Makes the test wallet wait before answering `method`, as a person reading the prompt would;
 * call the returned function to let it answer.
 */
export async function holdWalletMethod(page: Page, method: string): Promise<() => Promise<void>> {
  await page.evaluate((m) => {
    type Provider = { request(args: { method: string }): Promise<unknown> }
    const w = window as unknown as { ethereum: Provider; __releaseHeld?: () => void }
    const original = w.ethereum.request.bind(w.ethereum)
    const gate = new Promise<void>((resolve) => (w.__releaseHeld = resolve))
    w.ethereum.request = async (args) => {
      if (args.method === m) await gate
      return original(args)
    }
  }, method)
  return () => page.evaluate(() => (window as unknown as { __releaseHeld: () => void }).__releaseHeld())
}

/** Answers WalletConnect's Verify lookups at once (offline), so the QR appears promptly. */
export const answerVerify = (page: Page): Promise<void> => answerVerifyFor(page, appUrl())
