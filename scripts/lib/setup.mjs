// Installs what a fresh machine is missing: npm packages, and for tests the Debian packages
// the browser, QR and auth-store tests use. Each step is skipped when its result is already there.
import { existsSync, lstatSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { capture, run, step } from './run.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** True when node_modules is missing or older than package-lock.json. */
export function npmStale() {
  // A second checkout (a git worktree) that links another's node_modules: npm ci would empty that
  // checkout's install through the link, so the one who linked it keeps it current.
  if (existsSync(`${root}node_modules`) && lstatSync(`${root}node_modules`).isSymbolicLink()) return false
  const marker = `${root}node_modules/.package-lock.json`
  if (!existsSync(marker)) return true
  return statSync(`${root}package-lock.json`).mtimeMs > statSync(marker).mtimeMs
}

/** The install, for a caller that runs it beside other work (npm test). */
export const NPM_CI = { cmd: 'npm', args: ['ci', '--no-audit', '--no-fund'] }

export function ensureNpm() {
  if (!npmStale()) return
  step('Installing npm dependencies (npm ci)')
  run(NPM_CI.cmd, NPM_CI.args, { cwd: root })
}

/** Debian packages the tests need, keyed by a file each one installs. */
const TEST_PACKAGES = {
  // The browser tests' browser (playwright.config.ts); the benchmarks measure full Chromium.
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/zbarimg': 'zbar-tools',
  '/usr/bin/qrencode': 'qrencode',
  '/usr/bin/redis-server': 'redis-server',
  '/usr/bin/openssl': 'openssl',
  // Glyphs for the locales Debian's Chromium has no font for: without them Thai and Hindi draw as
  // empty boxes, and the locale tests would measure the boxes' widths, not the words'.
  '/usr/share/fonts/truetype/tlwg/Loma.ttf': 'fonts-tlwg-loma-ttf',
  '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf': 'fonts-lohit-deva',
}

export function ensureTestPackages() {
  const missing = Object.entries(TEST_PACKAGES)
    .filter(([file]) => !existsSync(file))
    .map(([, pkg]) => pkg)
  if (missing.length === 0) return
  if (capture('sh', ['-c', 'command -v apt-get']) === null) {
    throw new Error(`The tests need these Debian packages: ${missing.join(' ')}. Install them and retry.`)
  }
  step(`Installing test packages: ${missing.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (...args) => run(sudo.length ? 'sudo' : 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env })
  // Another apt run (a parallel setup) may hold the dpkg lock: wait for it rather than fail.
  const lock = ['-o', 'DPkg::Lock::Timeout=600']
  apt(...lock, 'update', '-qq')
  apt(...lock, 'install', '-y', '-qq', ...missing)
}
