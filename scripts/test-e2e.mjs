// npm run test:e2e -- [playwright arguments]: the browser tests alone, e.g.
//   npm run test:e2e -- tests/e2e/errors.spec.ts
//   npm run test:e2e -- -g 'switches chain' --trace on
// Prepares what they need and nothing more: npm packages, the Debian packages (Chromium, zbarimg,
// qrencode, redis-server, fonts) and the wasm core. Playwright's global setup
// (tests/e2e/global-setup.ts) then starts the peers and builds the apps it serves, as in npm test;
// without E2E_DEFAULT_APP_DIR it builds the default-configuration app too.
import { fileURLToPath } from 'node:url'
import { runAsync } from './lib/run.mjs'
import { ensureNpm, ensureTestPackages } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  ensureNpm()
  ensureTestPackages()
  const { buildWasm } = await import('./build-wasm.mjs')
  buildWasm()
} catch (error) {
  console.error(`\n\x1b[31m✗ npm run test:e2e failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
const code = await runAsync(`${root}node_modules/.bin/playwright`, ['test', ...process.argv.slice(2)], { cwd: root })
process.exit(code)
