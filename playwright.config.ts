import { defineConfig } from '@playwright/test'

/**
 * The browser tests that read the shared peers and change nothing in them (the 'kit' lane); the
 * list also evens the two lanes' time.
 */
const KIT_FILES = [
  'browser-flags.spec.ts',
  'coinbase-popup.spec.ts',
  'csp.spec.ts',
  'default-config.spec.ts',
  'discovery.spec.ts',
  'errors.spec.ts',
  'restored-request.spec.ts',
  'ui/chain.spec.ts',
  'ui/connect-desktop.spec.ts',
  'ui/first-paint.spec.ts',
  'ui/instant.spec.ts',
  'ui/layout.spec.ts',
  'ui/layout-desktop.spec.ts',
  'ui/locale-config.spec.ts',
  'ui/locales.spec.ts',
  'ui/locales-fit.spec.ts',
  'ui/mobile.spec.ts',
  'ui/qr-wallets.spec.ts',
  'walletconnect/mobile-deeplinks.spec.ts',
].map((file) => `**/e2e/${file}`)

/**
 * Chromium honours only the last --disable-features it is given, so the features Playwright
 * 1.65 turns off on Linux (its chromiumSwitches, read back from chrome://version) are named again,
 * with three of ours. The WebUI omnibox popups, two renderers each new window starts and a headless
 * browser never shows, made each new context 60% slower (1.18 s against 0.73 s, measured). The
 * spare renderer, a process Chromium starts ahead for the next page of a context, is never used
 * by a test, whose next page is in a context of its own: without it a new context and page took
 * 449 ms against 555 (10 in a row, 1.1 CPU-seconds each against 1.3). tests/e2e/browser-flags.spec.ts
 * fails when a Playwright upgrade turns off one more.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
]

// Browser tests run in Debian's Chromium (never a downloaded browser) against real peers on
// 127.0.0.1 that tests/e2e/global-setup.ts starts.
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
    { name: 'chain', testIgnore: KIT_FILES, workers: 1 },
    { name: 'kit', testMatch: KIT_FILES, workers: 1 },
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
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
    // Recording a trace (screencast, DOM snapshots) cost a quarter of the run's time, on every
    // test: to look into a failure, run it again with `--trace on`.
    trace: 'off',
    // A failing test leaves what the page showed, frames included (its error context has only
    // the top document's accessibility tree); a passing one costs nothing.
    screenshot: 'only-on-failure',
  },
})
