// npm test: install what is missing, build the core, then run every check and test suite —
// Rust (fmt, clippy, test), TypeScript (tsc, eslint), Vitest and Playwright — and end with a
// summary. Every stage runs even if an earlier one failed, so one run shows everything.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { step } from './lib/run.mjs'
import { ensureNpm, ensureTestPackages } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`

/** Runs a command, streaming its output, and resolves to { code, output }. */
function stream(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } })
    let output = ''
    const tee = (to) => (chunk) => {
      output += chunk
      to.write(chunk)
    }
    child.stdout.on('data', tee(process.stdout))
    child.stderr.on('data', tee(process.stderr))
    child.on('error', (error) => resolve({ code: 127, output: String(error) }))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
// eslint-disable-next-line no-control-regex -- ANSI colour codes are what we strip
const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')

/** Test counts per suite, read from each runner's own report. */
const counters = {
  cargo: ({ output }) => {
    let passed = 0
    let failed = 0
    for (const m of strip(output).matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
      passed += Number(m[1])
      failed += Number(m[2])
    }
    return { passed, failed }
  },
  vitest: () => {
    const report = readJson(`${root}.cache/vitest.json`)
    return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null
  },
  playwright: () => {
    const stats = readJson(`${root}.cache/playwright.json`)?.stats
    return stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected } : null
  },
}

const stages = [
  { name: 'cargo fmt --check', cmd: 'cargo', args: ['fmt', '--all', '--check'] },
  { name: 'cargo clippy', cmd: 'cargo', args: ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings'] },
  { name: 'cargo test', cmd: 'cargo', args: ['test', '--workspace'], count: counters.cargo },
  { name: 'tsc --noEmit', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'eslint', cmd: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  {
    name: 'vitest',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest.json'],
    count: counters.vitest,
    report: `${root}.cache/vitest.json`,
  },
  {
    name: 'playwright',
    cmd: bin('playwright'),
    args: ['test'],
    count: counters.playwright,
    report: `${root}.cache/playwright.json`,
  },
]

let setupFailed = false
try {
  ensureNpm()
  ensureTestPackages()
  const { buildWasm } = await import('./build-wasm.mjs')
  buildWasm()
} catch (error) {
  console.error(`\n\x1b[31m✗ setup failed:\x1b[0m ${error.message}`)
  setupFailed = true
}

const results = []
if (!setupFailed) {
  for (const stage of stages) {
    step(stage.name)
    if (stage.report) rmSync(stage.report, { force: true })
    const started = Date.now()
    const run = await stream(stage.cmd, stage.args)
    const counts = stage.count?.(run) ?? null
    results.push({ name: stage.name, ok: run.code === 0, counts, seconds: (Date.now() - started) / 1000 })
  }
}

step('Summary')
let passed = 0
let failed = setupFailed ? 1 : 0
for (const r of results) {
  const counts = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : r.ok ? 'ok' : 'FAILED'
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${counts.padEnd(28)} ${r.seconds.toFixed(1)} s`)
  if (r.counts) {
    passed += r.counts.passed
    failed += r.counts.failed
  }
  // A stage that failed without a failing test (a lint error, a crash) still fails the run.
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1
}
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1)
