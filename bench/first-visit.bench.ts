// A first visit on a phone-class profile (bench/first-visit/probe.ts: CPU 4× slower, 150 ms
// latency, 1.6 Mbit/s), our app and the two consumer apps of the kit's tarball (tests/consumers:
// Vite, and Next.js rendering on the server) against a minimal RainbowKit 2.2 app built in the
// same run (bench/first-visit/rainbowkit-app.ts). Same Chromium, same profile, same number of visits, each
// in a fresh browser context (cold cache), ours and RainbowKit's alternating so the machine's
// noise falls on both. Prints numbers; never fails on timing. BENCH_RUNS sets the visits (default 9).
import type { Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { stats } from './lib/stats.ts'
import { startPeers } from './connect/peers.ts'
import { timeToVisible } from './connect/probe.ts'
import { addRecorder, pageFigures, PROFILE, throttle, type Report } from './first-visit/probe.ts'
import { buildRainbowKitApp, serveRainbowKitApp } from './first-visit/rainbowkit-app.ts'
import { serveViteConsumer, startNextConsumer } from '../tests/peers/consumers.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 9)
const DIALOG = '[role="dialog"]'
/** How often the bench presses the button again while no modal shows (the recorder drops presses once one does). */
const PRESS_EVERY_MS = 200
const GIVE_UP_MS = 60_000

interface App {
  name: string
  url: string
  button: string
}

type Peers = Awaited<ReturnType<typeof startPeers>>
type Painted = Extract<Report, { kind: 'painted' }>

/** The hosts other than 127.0.0.1 the pages tried to reach, by app (the browser resolves none of them). */
const otherHosts = new Map<string, Set<string>>()
function noteHost(app: App, url: string) {
  const { protocol, hostname } = new URL(url)
  if (!/^(https?|wss?):$/.test(protocol) || hostname === '127.0.0.1') return
  otherHosts.set(app.name, (otherHosts.get(app.name) ?? new Set()).add(hostname))
}

/**
 * A first visit under the profile, up to the button painted (navigation start to the first frame
 * with the button on screen with its text), then `measure`. Requests to hosts other than
 * 127.0.0.1 are noted (the browser resolves no other host: none can leave the machine).
 */
async function firstVisit<T>(
  peers: Peers,
  app: App,
  measure: (page: Page, button: Painted, dialog: Promise<number>) => Promise<T>,
): Promise<T & { painted: number }> {
  const context = await peers.visit(browser, { wallet: false })
  try {
    let onPainted!: (r: Painted) => void
    let onDialog!: (at: number) => void
    const painted = new Promise<Painted>((resolve) => (onPainted = resolve))
    const dialog = new Promise<number>((resolve) => (onDialog = resolve))
    await addRecorder(context, app.button, (r) => (r.kind === 'painted' ? onPainted(r) : onDialog(r.at)))
    context.on('request', (request) => noteHost(app, request.url()))
    const page = await context.newPage()
    page.on('websocket', (socket) => noteHost(app, socket.url()))
    await throttle(page)
    await page.goto(app.url, { waitUntil: 'commit', timeout: GIVE_UP_MS })
    const button = await within(painted, `${app.name}: button not painted`)
    return { ...(await measure(page, button, dialog)), painted: button.at }
  } finally {
    await context.close()
  }
}

/**
 * Working: the button pressed (a mouse click at its centre) from the moment it is painted, and
 * again every PRESS_EVERY_MS until a dialog is on screen; the time from navigation start to that
 * dialog on screen. The earliest a visitor gets the modal, whether the first press opens it or the
 * page needs time (code still loading, handlers not attached yet) before a press does.
 */
function pressFromFirstPaint(app: App) {
  return async (page: Page, button: Painted, dialog: Promise<number>) => {
    let working: number | undefined
    const deadline = Date.now() + GIVE_UP_MS
    while (working === undefined) {
      if (Date.now() > deadline) throw new Error(`${app.name}: no dialog after pressing for ${GIVE_UP_MS} ms`)
      await page.mouse.click(button.x, button.y)
      working = await Promise.race([dialog, sleep(PRESS_EVERY_MS).then(() => undefined)])
    }
    const figures = await pageFigures(page, button.at)
    return { fcp: figures.fcp, working, jsBytes: figures.jsBytes }
  }
}

/**
 * Press to modal: the page left to load until the network is idle (the visitor reads it first),
 * then one press, and the time from that click to the dialog on screen with its content
 * (bench/connect/probe.ts).
 */
async function pressOnceLoaded(page: Page, button: Painted) {
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS })
  return { pressToModal: await timeToVisible(page, DIALOG, () => page.mouse.click(button.x, button.y)) }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
/** `promise`, or an error after GIVE_UP_MS; the timer does not outlive it (it would hold the process open). */
async function within<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), GIVE_UP_MS)))
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

const rkDist = buildRainbowKitApp()
// As a script (this file runs bundled from .cache, where the script would not find the project).
execFileSync(process.execPath, ['scripts/prepare-consumers.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] })
const consumerDirs = {
  'vite-app': `${process.cwd()}/.cache/consumers/vite-app`,
  'next-app': `${process.cwd()}/.cache/consumers/next-app`,
}
const peers = await startPeers()
const rk = await serveRainbowKitApp(rkDist, peers.anvilUrl)
const consumerPeers = { chainId: peers.chainId, rpcUrl: peers.anvilUrl, relayUrl: peers.relayUrl }
const viteConsumer = await serveViteConsumer(consumerDirs['vite-app'], consumerPeers)
const nextConsumer = await startNextConsumer(consumerDirs['next-app'], consumerPeers)
const browser = await peers.launch()
const BUTTON = '[data-testid="connect-button"]'
/** RainbowKit last: every other app is compared with it. */
const apps: App[] = [
  { name: 'ours', url: peers.url, button: BUTTON },
  { name: 'Vite consumer', url: viteConsumer.url, button: BUTTON },
  { name: 'Next consumer', url: nextConsumer.url, button: BUTTON },
  { name: 'RainbowKit', url: rk.url, button: '[data-testid="rk-connect-button"]' },
]
try {
  // One visit of each first, not counted: the browser's own first-use costs are no app's.
  for (const app of apps) await firstVisit(peers, app, pressFromFirstPaint(app))
  const early: Early[][] = apps.map(() => [])
  const loaded: Loaded[][] = apps.map(() => [])
  for (let run = 0; run < RUNS; run++) {
    // Each run starts with the next app, so none always goes first.
    const order = apps.map((_, i) => (i + run) % apps.length)
    for (const i of order) early[i].push(await firstVisit(peers, apps[i], pressFromFirstPaint(apps[i])))
    for (const i of order) loaded[i].push(await firstVisit(peers, apps[i], pressOnceLoaded))
  }
  printTable(early, loaded)
} finally {
  await browser.close()
  await nextConsumer.stop()
  await viteConsumer.stop()
  await rk.stop()
  await peers.stop()
}

type Early = Awaited<ReturnType<ReturnType<typeof pressFromFirstPaint>>> & { painted: number }
type Loaded = Awaited<ReturnType<typeof pressOnceLoaded>>

function printTable(early: Early[][], loaded: Loaded[][]) {
  // Each app's median / p95, then each one's median over RainbowKit's (the last app).
  const compared = (label: string, figures: { median: number; p95: number }[], unit: (n: number) => string) => {
    const reference = figures[figures.length - 1].median
    const ratios = figures.slice(0, -1).map((f) => (f.median / reference).toFixed(2))
    return [label, ...figures.map((f) => `${unit(f.median)} / ${unit(f.p95)}`), ...ratios]
  }
  const ms = (n: number) => `${Math.round(n)} ms`
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
  const row = <V>(label: string, visits: V[][], value: (v: V) => number, unit = ms) =>
    compared(
      label,
      visits.map((list) => stats(list.map(value))),
      unit,
    )
  const table = [
    ['metric', ...apps.map((app) => `${app.name} median / p95`), ...apps.slice(0, -1).map((app) => `${app.name}/RK`)],
    row('first contentful paint', early, (v) => v.fcp),
    row('Connect button painted', early, (v) => v.painted),
    row('button working (pressed from first paint)', early, (v) => v.working),
    row('press to modal, page loaded', loaded, (v) => v.pressToModal),
    row('JS files by the button painted (gzip)', early, (v) => v.jsBytes, kib),
  ]
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)))
  console.log(
    `First visit, phone profile (Chromium, CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.latencyMs} ms latency, ` +
      `${(PROFILE.bytesPerSecond * 8) / 1e6} Mbit/s down and up; ${RUNS} visits of each kind per app, alternating, cold cache)`,
  )
  for (const cells of table)
    console.log(`  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd())
  for (const app of apps) {
    const hosts = [...(otherHosts.get(app.name) ?? [])].sort()
    console.log(`  ${app.name}: requests to other hosts (refused): ${hosts.length > 0 ? hosts.join(', ') : 'none'}`)
  }
}
