// npm run bench: builds the core, then runs every benchmark in bench/ (Node, in-process) and
// the Rust benches, printing their tables. Benchmarks print numbers; they never fail on timing.
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { buildWasm } from './build-wasm.mjs'
import { run, step } from './lib/run.mjs'
import { ensureTestPackages } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// The QR paint bench runs in Chromium and the auth load test on redis-server.
ensureTestPackages()
buildWasm()
for (const file of readdirSync(`${root}bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  step(`bench/${file}`)
  run(process.execPath, [`${root}scripts/run-ts.mjs`, `${root}bench/${file}`], { cwd: root })
}

/** The wasm core's modules as the worker downloads them. */
function printWasmSizes() {
  step('wasm module sizes')
  for (const file of readdirSync(`${root}web/generated`)
    .filter((f) => f.endsWith('.wasm'))
    .sort()) {
    const bytes = readFileSync(`${root}web/generated/${file}`)
    console.log(
      `  ${file}: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB gzip`,
    )
  }
}
printWasmSizes()
