// Click to screen in Chromium, against the app built as the browser tests build it (anvil, the
// local WalletConnect relay, and a local Verify): how long from a click (or Enter) on a button to its modal visible,
// and from the click on a QR wallet to a decodable QR code. Each run is a first visit (a fresh
// browser context). Prints numbers; never fails on timing. BENCH_RUNS sets the runs (default 9).
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { summary } from './lib/stats.ts'
import { startPeers } from './connect/peers.ts'
import { timeToVisible } from './connect/probe.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const DIALOG = '[role="dialog"]'
const QR = '[data-testid="connect-qr"][data-ready="true"] svg'
const TEST_WALLET = 'wallet-option-dev.beacon.testwallet'
const WRONG_CHAIN = 1
const ZBARIMG = existsSync('/usr/bin/zbarimg') ? '/usr/bin/zbarimg' : undefined

const peers = await startPeers()
const browser = await peers.launch()
const scratch = mkdtempSync(join(tmpdir(), 'bench-connect-'))

/** A first visit, waited until the page is idle (the visitor is reading it), then `measure`. */
async function firstVisit<T>(
  chainId: number | undefined,
  measure: (page: Page) => Promise<T>,
  settle = true,
): Promise<T> {
  const context = await peers.visit(browser, { chainId })
  try {
    const page = await context.newPage()
    await page.goto(peers.url)
    await page.getByTestId('connect-button').waitFor()
    if (settle) await page.waitForLoadState('networkidle')
    return await measure(page)
  } finally {
    await context.close()
  }
}

/** Connects the injected test wallet, then waits for the page to be idle again. */
async function connectTestWallet(page: Page, button: string): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(TEST_WALLET).click()
  await page.getByTestId(button).waitFor()
  await page.waitForLoadState('networkidle')
}

/** The QR's pixels, decoded by jsQR and by zbarimg (when installed) from a screenshot. */
async function decodeQr(page: Page): Promise<string[]> {
  const png = await page.getByTestId('connect-qr').screenshot()
  const image = PNG.sync.read(png)
  const results = [jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? '']
  if (ZBARIMG) {
    const file = join(scratch, 'qr.png')
    writeFileSync(file, png)
    try {
      // zbarimg's stderr only says it found no D-Bus (no such thing here): not the bench's output.
      results.push(
        execFileSync(ZBARIMG, ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim(),
      )
    } catch {
      results.push('') // zbarimg exits non-zero when it finds no code
    }
  }
  return results
}

const WC = /^wc:[0-9a-f]{64}@2\?/
let decoded = 0
let decodeAttempts = 0

/**
 * How long a visitor's pointer rests on a wallet before the press, for the "pointer first" rows:
 * the app proposes a pairing when the pointer arrives (a human's press follows it by a few hundred
 * milliseconds; Playwright's click by none, which the "at once" rows measure).
 */
const DWELL_MS = 300

/**
 * Click on the WalletConnect wallet to its QR on screen, checked decodable afterwards; also when
 * the pairing URI arrived (sign-client's pairing, Verify attestation and publish), from the app's
 * `kit:qr-uri` mark.
 */
async function clickToQr(page: Page, dwellMs = 0): Promise<[number, number]> {
  await page.getByTestId('connect-button').click()
  await page.locator(DIALOG).waitFor()
  const option = page.getByTestId('wallet-option-walletConnect')
  if (dwellMs > 0) {
    await option.hover()
    await page.waitForTimeout(dwellMs)
  }
  const ms = await timeToVisible(page, QR, () => option.click(), false)
  const uri = await page.evaluate(
    () =>
      performance.getEntriesByName('kit:qr-uri', 'mark').at(-1)!.startTime -
      (window as unknown as { __probeClick: number }).__probeClick,
  )
  const results = await decodeQr(page)
  decodeAttempts += results.length
  decoded += results.filter((r) => WC.test(r)).length
  return [ms, uri]
}

const rows: [string, number[]][] = []
async function measure(name: string, run: () => Promise<number | number[]>) {
  const values: number[][] = []
  for (let i = 0; i < RUNS; i++) values.push([await run()].flat())
  for (const [index, label] of name.split('|').entries()) rows.push([label, values.map((v) => v[index])])
}

try {
  const clickOpen = (testId: string) => (page: Page) =>
    timeToVisible(page, DIALOG, () => page.getByTestId(testId).click())
  await measure('connect modal, click', () => firstVisit(undefined, clickOpen('connect-button')))
  await measure('connect modal, Enter', () =>
    firstVisit(undefined, async (page) => {
      await page.getByTestId('connect-button').focus()
      // A person's key goes up some 100 ms after it went down, after the dialog is on screen;
      // press() would send the keyup at once, into the frame being measured.
      const ms = await timeToVisible(page, DIALOG, () => page.keyboard.down('Enter'))
      await page.keyboard.up('Enter')
      return ms
    }),
  )
  await measure('connect modal, click at first paint', () => firstVisit(undefined, clickOpen('connect-button'), false))
  await measure('account modal, click', () =>
    firstVisit(undefined, async (page) => {
      await connectTestWallet(page, 'account-button')
      return clickOpen('account-button')(page)
    }),
  )
  await measure('chain modal, click', () =>
    firstVisit(WRONG_CHAIN, async (page) => {
      await connectTestWallet(page, 'wrong-network-button')
      return clickOpen('wrong-network-button')(page)
    }),
  )
  const reopen = async (page: Page) => {
    await page.keyboard.press('Escape')
    await page.locator(DIALOG).waitFor({ state: 'hidden' })
  }
  await measure(
    'QR, cold (first of the page), clicked at once|  of which click to pairing URI|QR, warm (second, modal reopened), clicked at once|  of which click to pairing URI',
    () =>
      firstVisit(undefined, async (page) => {
        const cold = await clickToQr(page)
        await reopen(page)
        return [...cold, ...(await clickToQr(page))]
      }),
  )
  await measure(
    `QR, cold, pointer on the wallet ${DWELL_MS} ms first|  of which click to pairing URI|QR, warm, pointer on the wallet ${DWELL_MS} ms first|  of which click to pairing URI`,
    () =>
      firstVisit(undefined, async (page) => {
        const cold = await clickToQr(page, DWELL_MS)
        await reopen(page)
        return [...cold, ...(await clickToQr(page, DWELL_MS))]
      }),
  )

  console.log('Click to screen in Chromium (first visits, app on anvil and the local relay)')
  const width = Math.max(...rows.map(([label]) => label.length))
  for (const [label, values] of rows) console.log(`  ${label.padEnd(width)}  ${summary(values)}`)
  console.log(`  QR decoded from screenshots: ${decoded} of ${decodeAttempts} (jsQR${ZBARIMG ? ' and zbarimg' : ''})`)
} finally {
  await browser.close()
  await peers.stop()
  rmSync(scratch, { recursive: true, force: true })
}
