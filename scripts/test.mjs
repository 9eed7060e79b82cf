// npm test: install what is missing, build the core, then run every check and test suite —
// Rust (fmt, clippy, test), TypeScript (tsc, eslint), the spec references, Vitest, the bundle-size budget and
// Playwright — and end with a summary. Every stage runs even if an earlier one failed, so one run
// shows everything. A test that did not run (skipped, todo, ignored, expected to fail, or the
// others when one is focused) fails the run unless tests/allowed-skips.json lists it with a
// reason; an entry of that list that matches no such test fails it too, and so does a runner
// that writes no report.
import { existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CHECKS } from './lib/checks.mjs'
import { collect, step } from './lib/run.mjs'
import { ensureTestPackages, NPM_CI, npmStale } from './lib/setup.mjs'
import { cargoCounts, checkSkips, playwrightCounts, readAllowedSkips, vitestCounts } from './lib/test-counts.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`

// The app as a fresh clone builds it, kept for the browser tests' default-config app.
const defaultAppDir = `${root}.cache/npm-test-${process.pid}/app-default`
const vitestReport = `${root}.cache/vitest.json`
const playwrightReport = `${root}.cache/playwright.json`

// Each stage starts once the stages it `needs` have ended ('npm' is the npm install), failed or
// not. The run's length is set by one chain, wasm build -> vitest -> playwright, which runs at
// normal priority with its output streamed; the bundle-size build (Playwright serves its app)
// runs beside Vitest, also at normal priority, its output held. The checks run as soon as they
// can, at low CPU priority (nice) with their output held: they fill the time the chain leaves a
// core idle (npm's install, the wasm build's single-threaded end) without slowing it.
const stages = [
  { name: 'wasm build', cmd: process.execPath, args: ['scripts/build-wasm.mjs'], quiet: true },
  ...CHECKS.filter((c) => !c.npm).map((c) => ({ ...c, background: true })),
  {
    name: 'cargo test',
    background: true,
    suite: 'cargo',
    cmd: 'cargo',
    args: ['test', '--workspace'],
    count: (run) => cargoCounts(run.output),
  },
  ...CHECKS.filter((c) => c.npm).map((c) => ({ ...c, background: true, needs: ['npm'] })),
  {
    name: 'vitest',
    needs: ['npm', 'wasm build'],
    suite: 'vitest',
    cmd: bin('vitest'),
    // Vitest's JSON report, with `it.fails` tests marked (they would count as passed).
    args: [
      'run',
      '--reporter=default',
      '--reporter=./scripts/lib/vitest-report.mjs',
      `--outputFile.json=${vitestReport}`,
    ],
    count: () => vitestCounts(vitestReport, root),
    report: vitestReport,
  },
  // Builds the app once (default configuration) and fails when its initial JavaScript is over
  // budget; Playwright then serves that build instead of building it again.
  {
    name: 'bundle size',
    quiet: true,
    needs: ['npm', 'wasm build'],
    cmd: process.execPath,
    args: ['scripts/size.mjs', '--defaults', '--out', defaultAppDir],
  },
  // Packs the kit beside Vitest, at normal priority (a unit test unpacks the tarball), then installs
  // and builds the consumer apps (tests/consumers) at low priority, filling what the other stages
  // leave idle: their browser tests run last and wait for it. Skipped where nothing changed since.
  {
    name: 'consumer apps',
    quiet: true,
    needs: ['npm', 'wasm build'],
    cmd: process.execPath,
    args: ['scripts/prepare-consumers.mjs'],
  },
  {
    name: 'playwright',
    needs: ['vitest', 'bundle size'],
    suite: 'playwright',
    cmd: bin('playwright'),
    args: ['test'],
    env: { E2E_DEFAULT_APP_DIR: defaultAppDir },
    count: () => playwrightCounts(playwrightReport),
    report: playwrightReport,
  },
]

let setupFailed = false
let allowedSkips = []
try {
  allowedSkips = readAllowedSkips(`${root}tests/allowed-skips.json`)
  // First and alone: it may call apt-get, which the wasm build's toolchain check may call too.
  ensureTestPackages()
} catch (error) {
  console.error(`\n\x1b[31m✗ setup failed:\x1b[0m ${error.message}`)
  setupFailed = true
}

// Held output waits while a stage streams, so the two never interleave.
let streaming = 0
const waiting = []
const print = (text) => (streaming > 0 ? waiting.push(text) : process.stdout.write(text))

/** Runs one stage; a held stage's output is printed whole, under its name, once it has ended. */
async function runStage(stage) {
  if (stage.report) rmSync(stage.report, { force: true })
  const held = stage.background || stage.quiet
  if (!held) {
    step(stage.name)
    streaming += 1
  }
  const started = Date.now()
  const [cmd, args] = stage.background ? ['nice', ['-n', '10', stage.cmd, ...stage.args]] : [stage.cmd, stage.args]
  const run = await collect(cmd, args, { cwd: root, env: stage.env, quiet: held })
  const seconds = (Date.now() - started) / 1000
  if (held) print(`\n\x1b[1m▸ ${stage.name} (${seconds.toFixed(1)} s)\x1b[0m\n${run.output}`)
  else {
    streaming -= 1
    for (const text of waiting.splice(0)) print(text)
  }
  return { run, seconds }
}

const ran = new Map()
if (!setupFailed) {
  // The install runs beside the stages that need nothing from it (the Rust ones).
  const install = npmStale()
    ? runStage({ name: 'npm ci', ...NPM_CI, quiet: true }).then(({ run }) => run)
    : Promise.resolve({ code: 0 })
  const ended = new Map([['npm', install]])
  for (const stage of stages) {
    const needs = (stage.needs ?? []).map((name) => ended.get(name))
    ended.set(
      stage.name,
      Promise.all(needs).then(async () => ran.set(stage, await runStage(stage))),
    )
  }
  await Promise.all(ended.values())
  if ((await install).code !== 0) setupFailed = true
  rmSync(`${root}.cache/npm-test-${process.pid}`, { recursive: true, force: true })
}

const results = []
for (const stage of stages.filter((s) => ran.has(s))) {
  const { run, seconds } = ran.get(stage)
  const counts = stage.count?.(run) ?? null
  const { refused, stale } = counts ? checkSkips(stage.suite, counts.skipped, allowedSkips) : { refused: [], stale: [] }
  const problems = [
    // Without its report, whatever the exit code, nobody knows what ran (a crash, a reporter that never wrote).
    ...(stage.report && !existsSync(stage.report)
      ? [`no report at ${stage.report.slice(root.length)}: what ran is unknown`]
      : []),
    ...refused.map((name) => `not run, and not in tests/allowed-skips.json: ${name}`),
    ...stale.map((name) => `in tests/allowed-skips.json, but no such test was left unrun: ${name}`),
  ]
  results.push({ name: stage.name, ok: run.code === 0 && problems.length === 0, counts, problems, seconds })
}

step('Summary')
let passed = 0
let failed = setupFailed ? 1 : 0
let skipped = 0
for (const r of results) {
  const counts = r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped.length} skipped`
    : r.ok
      ? 'ok'
      : 'FAILED'
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${counts.padEnd(40)} ${r.seconds.toFixed(1)} s`)
  for (const problem of r.problems) console.log(`      ${problem}`)
  for (const name of r.counts?.failures ?? []) console.log(`      failed: ${name}`)
  if (r.counts) {
    passed += r.counts.passed
    failed += r.counts.failed
    skipped += r.counts.skipped.length
  }
  // A stage that failed without a failing test (a lint error, a crash, a test that did not run)
  // still fails the run.
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1)
