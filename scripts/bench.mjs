// npm run bench: builds the core, then runs every benchmark in bench/ (Node, in-process) and
// prints their tables. Benchmarks print numbers; they never fail on timing.
//   --doc FILE  also write what they printed into FILE between <!-- bench:start --> and
//               <!-- bench:end --> (`npm run bench` writes docs/performance.md)
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { buildWasm } from './build-wasm.mjs'
import { measuredOn, plain, writeBlock } from './lib/doc-block.mjs'
import { step } from './lib/run.mjs'
import { ensureTestPackages } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: options } = parseArgs({ options: { doc: { type: 'string' } } })

/** Runs a command with its output shown as it comes and kept; rejects when it fails. */
function tee(cmd, args) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      process.stdout.write(chunk)
    })
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

const started = new Date()
// The QR paint bench runs in Chromium and the auth load test on redis-server.
ensureTestPackages()
buildWasm()
const sections = []
for (const file of readdirSync(`${root}bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  step(`bench/${file}`)
  sections.push([`bench/${file}`, await tee(process.execPath, [`${root}scripts/run-ts.mjs`, `${root}bench/${file}`])])
}

/** The wasm core's modules as the worker downloads them. */
function wasmSizes() {
  step('wasm module sizes')
  const lines = readdirSync(`${root}web/generated`)
    .filter((f) => f.endsWith('.wasm'))
    .sort()
    .map((file) => {
      const bytes = readFileSync(`${root}web/generated/${file}`)
      return `  ${file}: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB gzip`
    })
  console.log(lines.join('\n'))
  return `${lines.join('\n')}\n`
}
sections.push(['wasm module sizes', wasmSizes()])

if (options.doc) {
  const body = sections.map(([name, output]) => `**${name}**\n\n\`\`\`text\n${plain(output).trim()}\n\`\`\`\n`)
  writeBlock(
    resolve(options.doc),
    'bench',
    [`Written by \`npm run bench\`, started ${measuredOn(started)}.`, '', ...body].join('\n'),
  )
  console.log(`\nWrote the results into ${options.doc}`)
}
