// Time from a WalletConnect pairing URI arriving to its QR code painted, in Chromium: the app's
// QrCode component asks the core's worker to encode, then draws the path and the logo. Target:
// under 100 ms. Prints numbers; never fails on timing.
import { chromium } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { build, preview, type InlineConfig } from 'vite'
import { TEST_CHROMIUM_ARGS } from '../scripts/lib/chromium-args.mjs'
import { stats } from './lib/stats.ts'

const root = process.cwd()
const RUNS = 30

const uri = () =>
  `wc:${randomBytes(32).toString('hex')}@2?relay-protocol=irn&symKey=${randomBytes(32).toString('hex')}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

const outDir = `${root}/.cache/bench-qr-paint-${process.pid}`
// Not the app's vite.config.ts: its plugins prerender the demo's page and configure its chain,
// which this page is not. The page needs React and the worker as ES modules, as the app does.
const config: InlineConfig = {
  configFile: false,
  root: `${root}/bench/qr-paint`,
  logLevel: 'warn',
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
}
await build(config)
const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } })
const url = server.resolvedUrls!.local[0]
// The tests' switches: nothing in the background, and nothing beyond loopback.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: TEST_CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(url)
  const durations: number[] = []
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate((u) => (window as unknown as { showUri: (u: string) => void }).showUri(u), uri())
    durations.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const poll = () => {
              const measure = performance.getEntriesByName('kit:qr', 'measure').at(-1)
              if (measure) {
                performance.clearMeasures('kit:qr')
                resolve(measure.duration)
              } else requestAnimationFrame(poll)
            }
            poll()
          }),
      ),
    )
  }
  const [cold, ...warm] = durations
  const s = stats(warm)
  console.log('QR paint after the pairing URI arrives (Chromium, 382 px, logo 72, level M)')
  console.log(`  first (worker and wasm start cold): ${cold.toFixed(1)} ms`)
  console.log(
    `  next ${warm.length}: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (target < 100 ms)`,
  )
} finally {
  await browser.close()
  await server.close()
  rmSync(outDir, { recursive: true, force: true })
}
