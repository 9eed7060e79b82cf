import { defineConfig } from '@playwright/test'

// Browser tests run in Debian's Chromium (never a downloaded browser) against real peers on
// 127.0.0.1 that tests/e2e/global-setup.ts starts.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // A focused test would silently drop every other one: always an error, not only on CI.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
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
      ],
    },
    trace: 'retain-on-failure',
  },
})
