import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_ARGS } from './scripts/lib/chromium-args.mjs'

/**
 * The browser tests that read the shared peers and change nothing in them (the 'kit' lane); the
 * list also evens the two lanes' time.
 */
const KIT_FILES = [
  'coinbase-popup.spec.ts',
  'csp.spec.ts',
  'default-config.spec.ts',
  'discovery.spec.ts',
  'errors.spec.ts',
  'loopback-only.spec.ts',
  'restored-request.spec.ts',
  'ui/chain.spec.ts',
  'ui/connect-desktop.spec.ts',
  'ui/first-modal.spec.ts',
  'ui/first-paint.spec.ts',
  'ui/instant.spec.ts',
  'ui/layout.spec.ts',
  'ui/layout-desktop.spec.ts',
  'ui/locale-config.spec.ts',
  'ui/locales.spec.ts',
  'ui/locales-fit.spec.ts',
  'ui/mobile.spec.ts',
  'ui/qr-wallets.spec.ts',
  'walletconnect/in-app-browsers.spec.ts',
  'walletconnect/mobile-deeplinks.spec.ts',
  'walletconnect/pairing.spec.ts',
].map((file) => `**/e2e/${file}`)

/**
 * The consumer apps of the kit's tarball (tests/consumers): their own servers and sign-in
 * stores; they only read the chain. Their own lane, listed last: a worker takes the first test
 * file whose lane has room, so they run once the kit lane is done, by when the apps, installed
 * and built at low priority beside everything else (scripts/prepare-consumers.mjs), are ready.
 */
const CONSUMER_FILES = ['**/e2e/consumers/*.spec.ts']

/**
 * Debian's Chromium headless shell (never a downloaded browser): the same Blink, V8 and network
 * stack as the chromium package without its browser UI, which a headless test never shows. The
 * same 12 browser tests took 40 CPU-seconds in it against 59 in full Chromium (52 s against 66 s;
 * npm test is CPU-bound). A new context and page take 265 ms in it (449 in full Chromium with
 * its omnibox popups and spare renderer turned off, 555 without), so Playwright's own
 * --disable-features are left as they are. The benchmarks, which measure what a visitor feels,
 * run full Chromium.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell'

// Chromium's switches for the tests and the benchmarks (plain JavaScript, so scripts use them too).
export { CHROMIUM_ARGS, TEST_CHROMIUM_ARGS }

// Browser tests run against real peers on 127.0.0.1 that tests/e2e/global-setup.ts starts.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // A focused test would silently drop every other one: always an error, not only on CI.
  forbidOnly: true,
  fullyParallel: false,
  // Two lanes, one worker each, side by side: browser tests wait on the page as much as they
  // compute, so two use the machine's two cores where one left half of it idle (three made each
  // test twice as slow). The 'chain' lane holds the tests that change what others would read:
  // they send transactions or pause mining on the one anvil, expect exact balances, confirm the
  // Safe host's whole queue, share the auth API's store, or drive the WalletConnect relay. The
  // 'kit' lane only reads the chain (its wallet switches chains in itself).
  workers: 2,
  projects: [
    { name: 'chain', testIgnore: [...KIT_FILES, ...CONSUMER_FILES], workers: 1 },
    { name: 'kit', testMatch: KIT_FILES, workers: 1 },
    { name: 'consumers', testMatch: CONSUMER_FILES, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // The browser's languages pick the kit's locale: English unless a test says otherwise.
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM,
      args: TEST_CHROMIUM_ARGS,
    },
    // Recording a trace (screencast, DOM snapshots) cost a quarter of the run's time, on every
    // test: to look into a failure, run it again with `--trace on`.
    trace: 'off',
    // A failing test leaves what the page showed, frames included (its error context has only
    // the top document's accessibility tree); a passing one costs nothing.
    screenshot: 'only-on-failure',
  },
})
