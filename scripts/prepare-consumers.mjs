// The consumer apps of tests/consumers, installed and built from the kit's tarball as a dapp
// developer would (npm ci, then `next build`; the Vite app is built where it is served, with its
// node and relay), for the browser tests of
// tests/e2e/consumers. Each step is skipped when what it depends on has not changed since the
// last run (a hash of its inputs, kept beside its output), so a rerun costs seconds. Several
// processes may call it at once: the second waits for the first and then finds everything done.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { PACKAGE_DIR, packKit } from './pack-kit.mjs'
import { run, step } from './lib/run.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where each consumer is installed and built: a copy of its sources, outside the source tree. */
export const CONSUMERS_DIR = join(root, '.cache/consumers')
const SOURCES_DIR = join(root, 'tests/consumers')
/** One lock for packing the kit, one for the apps: a test that only wants the tarball waits for a pack, not for installs. */
const PACK_LOCK = join(root, '.cache/kit-package.lock')
const APPS_LOCK = join(CONSUMERS_DIR, '.lock')
/** The consumer apps, by folder. */
const CONSUMERS = ['vite-app', 'next-app']
/**
 * What a consumer runs to build itself here, and the directory its build leaves. The Vite app is
 * built where it is served (tests/peers/consumers.ts): its node and relay are in the build.
 */
const BUILDS = {
  'next-app': { args: ['node_modules/next/dist/bin/next', 'build'], output: '.next' },
}
/** The kit's tarball as the consumers install it, beside each one's package.json. */
const TARBALL_NAME = 'beacon-kit.tgz'
/** What the tarball is made of: when none of it changed, the last tarball is still the kit. */
const KIT_INPUTS = ['web/kit', 'web/shared', 'web/generated', 'scripts/pack-kit.mjs', 'package.json', 'tsconfig.json']

const sha = (data) => createHash('sha256').update(data).digest('hex')
const skipped = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts'])

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (skipped.has(name)) return []
      const path = join(dir, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })
}

/** A hash of the files' names and contents. */
function hashOf(paths, base = root) {
  const hash = createHash('sha256')
  for (const path of paths) hash.update(`${relative(base, path)}\0`).update(readFileSync(path))
  return hash.digest('hex')
}

const stampOf = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : '')

/**
 * Runs `task` unless `stampFile` holds `stamp` and its output is there, then records the stamp;
 * the time taken is printed.
 */
function once(stampFile, stamp, output, title, task) {
  if (stampOf(stampFile) === stamp && existsSync(output)) {
    console.log(`  ${title}: unchanged`)
    return
  }
  rmSync(stampFile, { force: true })
  const started = Date.now()
  task()
  writeFileSync(stampFile, stamp)
  console.log(`  ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

function kitTarball() {
  const stampFile = join(root, '.cache/kit-package.stamp')
  const inputs = KIT_INPUTS.flatMap((path) => {
    const full = join(root, path)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
  let tarball = join(PACKAGE_DIR, 'beacon-kit-0.1.0.tgz')
  once(stampFile, hashOf(inputs), tarball, 'the kit packed', () => (tarball = packKit()))
  return tarball
}

/**
 * The consumer's sources with its kit dependency pointed at the tarball beside it, its lock file
 * carrying that tarball's integrity (npm ci refuses a tarball other than the one locked).
 */
function copySources(name, tarball) {
  const from = join(SOURCES_DIR, name)
  const to = join(CONSUMERS_DIR, name)
  mkdirSync(to, { recursive: true })
  for (const file of files(from)) cpSync(file, join(to, relative(from, file)))
  const bytes = readFileSync(tarball)
  writeFileSync(join(to, TARBALL_NAME), bytes)
  const spec = `file:${TARBALL_NAME}`
  const pkg = JSON.parse(readFileSync(join(to, 'package.json'), 'utf8'))
  pkg.dependencies['beacon-kit'] = spec
  writeFileSync(join(to, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const lock = JSON.parse(readFileSync(join(to, 'package-lock.json'), 'utf8'))
  lock.packages[''].dependencies['beacon-kit'] = spec
  const entry = lock.packages['node_modules/beacon-kit']
  entry.resolved = spec
  entry.integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`
  writeFileSync(join(to, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)
  return { dir: to, sources: hashOf(files(from), from) }
}

/**
 * Runs at low CPU priority (nice 10): the browser tests that run meanwhile, whose pages' timing
 * matters, keep the cores, and the installs and builds fill what the tests leave idle (the
 * consumers' tests run last in their lane, playwright.config.ts). On an idle machine it is as fast.
 */
const runNiced = (cmd, args, opts) => run('nice', ['-n', '10', cmd, ...args], opts)

function prepare(name, tarball) {
  const { dir, sources } = copySources(name, tarball)
  const installed = sha(readFileSync(join(dir, 'package-lock.json')))
  once(join(dir, '.installed'), installed, join(dir, 'node_modules'), `${name}: npm ci`, () =>
    runNiced('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir }),
  )
  if (!BUILDS[name]) return dir
  const { args, output } = BUILDS[name]
  once(join(dir, '.built'), sha(`${installed}\n${sources}`), join(dir, output), `${name}: build`, () =>
    runNiced(process.execPath, args, { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }),
  )
  return dir
}

function isRunning(pid) {
  try {
    return process.kill(pid, 0)
  } catch {
    return false
  }
}

/** Holds a directory as a lock across processes; one left by a process that died is taken over. */
async function locked(lock, task) {
  mkdirSync(dirname(lock), { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      const holder = Number(stampOf(join(lock, 'pid')))
      if (holder > 0 && !isRunning(holder)) rmSync(lock, { recursive: true, force: true })
      else await sleep(1000)
    }
  }
  writeFileSync(join(lock, 'pid'), String(process.pid))
  try {
    return await task()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** The kit's tarball, packed unless its inputs are those of the last one (under the lock). */
export const packedKit = () => locked(PACK_LOCK, kitTarball)

/** Packs the kit and installs and builds every consumer; returns each one's directory. */
export function prepareConsumers() {
  return locked(APPS_LOCK, async () => {
    step('The consumer apps (tests/consumers), from the kit’s tarball')
    const tarball = await packedKit()
    return Object.fromEntries(CONSUMERS.map((name) => [name, prepare(name, tarball)]))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await prepareConsumers()
