// node scripts/trace-first-view.mjs DIST [DIST…]: the renderer main thread's work from navigation
// until the Connect button works, from a Chromium trace, median of 5 loads per build (CPU 4×
// slower via Emulation.setCPUThrottlingRate; network not throttled: the CPU is what is counted).
// Each DIST is a built app (vite build), served here as static files. Numbers in
// docs/performance.md (Start-up on the main thread).
import { createServer } from 'node:http'
import { readFileSync, existsSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { TEST_CHROMIUM_ARGS } from './lib/chromium-args.mjs'

const RUNS = 5
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

// The button works once React handles it: under hydration, once the kit's portal root (rendered
// only after hydration) is there; under createRoot it comes in the same commit as the button.
// Page code, as text: it runs in the browser, not here.
const MARK = `{
  const check = () => {
    if (!document.querySelector('body > .kit-root') || !document.querySelector('[data-testid="connect-button"]')) return false
    performance.mark('connect-works')
    return true
  }
  new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document, { childList: true, subtree: true })
}`

/** Main-thread time by top-level task kind, up to the mark. */
async function once(browser, url) {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript({ content: MARK })
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute',
    transferMode: 'ReportEvents',
  })
  await page.goto(url)
  await page.waitForFunction("performance.getEntriesByName('connect-works').length > 0")
  await cdp.send('Tracing.end')
  await done
  await page.close()
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((m) => m.name === 'connect-works' && m.pid === e.pid),
  )
  const mark = events.find((e) => e.name === 'connect-works' && e.pid === main.pid)
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= start &&
      e.ts < mark.ts,
  )
  const total = tasks.reduce((sum, e) => sum + e.dur, 0) / 1000
  // What the tasks were: the innermost kinds worth naming, summed.
  const kinds = {}
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.ts < start || e.ts >= mark.ts) continue
    if (
      [
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseAuthorStyleSheet',
        'v8.compileModule',
        'v8.evaluateModule',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
      ].includes(e.name)
    )
      kinds[e.name] = (kinds[e.name] ?? 0) + e.dur / 1000
  }
  return { total, until: (mark.ts - start) / 1000, kinds }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
// The tests' switches: nothing fetched in the background, nothing beyond loopback.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: TEST_CHROMIUM_ARGS })
try {
  for (const dir of process.argv.slice(2)) {
    const server = await serve(dir)
    const url = `http://127.0.0.1:${server.address().port}/`
    await once(browser, url) // warm the disk cache and the browser
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, url))
    server.close()
    const kinds = Object.keys(runs[0].kinds).map((k) => `${k} ${median(runs.map((r) => r.kinds[k] ?? 0)).toFixed(0)}`)
    console.log(
      `${dir}: main thread ${median(runs.map((r) => r.total)).toFixed(0)} ms busy (runs: ${runs.map((r) => r.total.toFixed(0)).join(', ')}), connect works at ${median(runs.map((r) => r.until)).toFixed(0)} ms`,
    )
    console.log(`  by kind (median ms, nested kinds overlap): ${kinds.join(', ')}`)
  }
} finally {
  await browser.close()
}
