// Chromium's command-line switches, shared by playwright.config.ts, the benchmarks and scripts.

/** How the tests and the benchmarks start Chromium: as root, without a GPU, and with nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * How the tests start it: nothing a page asks for leaves loopback. Chromium goes to loopback
 * directly and asks this proxy for anything else, and nothing listens on its port (9, "discard"),
 * so such a request fails at once (tests/e2e/fixtures.ts records it). The benchmarks map host
 * names to their own peers instead (bench/connect/peers.ts).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--proxy-server=http://127.0.0.1:9']
