// npm run size: builds the app and prints the gzip size of the JavaScript loaded before first
// paint (the entry chunk and everything it imports statically) and of each lazy chunk. Exits
// non-zero when the initial JavaScript is over budget, so npm test fails on it.
//   --out DIR   keep the build in DIR (npm test serves it to the browser tests) instead of a temp dir
//   --defaults  ignore VITE_* variables of the environment: the app as a fresh clone builds it
//   --doc FILE  also write the tables into FILE between <!-- size:start --> and <!-- size:end -->
//               (`npm run size` writes docs/performance.md; npm test, which calls this script
//               directly, writes nothing)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { measuredOn, writeBlock } from './lib/doc-block.mjs'
import { ensureNpm } from './lib/setup.mjs'

/** The budget for JavaScript before first paint, gzip (issue: ≤ 120 KiB with React, wagmi, viem). */
const INITIAL_BUDGET_KIB = 120
/** The budget for each locale's chunk, gzip (issue 15). */
const LOCALE_BUDGET_KIB = 3

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: options } = parseArgs({
  options: { out: { type: 'string' }, doc: { type: 'string' }, defaults: { type: 'boolean', default: false } },
})
ensureNpm()
const { buildWasm } = await import('./build-wasm.mjs')
const { build } = await import('vite')
buildWasm()

if (options.defaults) for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
// The same tables in Markdown, for --doc.
const doc = []
const table = (title, header, rows) =>
  doc.push(
    `${title}\n\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  )
const plainKib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const vite = Object.keys(process.env).filter((key) => key.startsWith('VITE_'))
const outDir = options.out ? resolve(options.out) : mkdtempSync(join(tmpdir(), 'kit-size-'))
try {
  await build({
    configFile: `${root}vite.config.ts`,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, manifest: true, emptyOutDir: true },
  })
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const gzip = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`

  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const initial = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(Object.keys(manifest).find((key) => manifest[key] === entry))

  const initialBytes = [...initial].reduce((sum, file) => sum + gzip(file), 0)
  console.log('\nInitial JavaScript (entry + static imports), gzip:')
  for (const file of initial) console.log(`  ${kib(gzip(file))}  ${file}`)
  const over = initialBytes > INITIAL_BUDGET_KIB * 1024
  console.log(`  ${kib(initialBytes)}  total (budget ${INITIAL_BUDGET_KIB} KiB: ${over ? 'OVER' : 'within'})`)
  if (over) process.exitCode = 1
  table(
    `**Initial JavaScript** (entry + static imports), gzip: **${plainKib(initialBytes)}**, budget ${INITIAL_BUDGET_KIB} KiB (${over ? 'OVER' : 'within'})`,
    ['gzip', 'file'],
    [...initial].map((file) => [plainKib(gzip(file)), `\`${file}\``]),
  )

  const lazy = [...new Set(Object.values(manifest).map((c) => c.file))].filter(
    (f) => f.endsWith('.js') && !initial.has(f),
  )
  console.log('\nLazy chunks, gzip:')
  const lazyRows = []
  for (const file of lazy.sort((a, b) => gzip(b) - gzip(a))) {
    const source = Object.entries(manifest).find(([, c]) => c.file === file)?.[0] ?? ''
    const from = source.includes('node_modules') ? source.replace(/.*node_modules\//, '') : source
    console.log(`  ${kib(gzip(file))}  ${file}  ${from}`)
    if (!source.startsWith('kit/i18n/locales/')) lazyRows.push([plainKib(gzip(file)), `\`${file}\``, `\`${from}\``])
  }
  table('**Lazy chunks** (locales below), gzip', ['gzip', 'file', 'from'], lazyRows)
  const locales = Object.entries(manifest).filter(([source]) => source.startsWith('kit/i18n/locales/'))
  const overLocales = locales.filter(([, chunk]) => gzip(chunk.file) > LOCALE_BUDGET_KIB * 1024)
  console.log(
    `\nLocale chunks (each loaded only when its language is chosen; budget ${LOCALE_BUDGET_KIB} KiB each), gzip:`,
  )
  // Each locale has two files (xx.ts and wallets/xx.ts): named from the locales folder down.
  for (const [source, chunk] of locales)
    console.log(`  ${kib(gzip(chunk.file))}  ${chunk.file}  ${source.replace('kit/i18n/locales/', '')}`)
  table(
    `**Locale chunks**, each loaded only when its language is chosen (budget ${LOCALE_BUDGET_KIB} KiB each), gzip`,
    ['gzip', 'source'],
    locales.map(([source, chunk]) => [plainKib(gzip(chunk.file)), `\`${source.replace('kit/i18n/locales/', '')}\``]),
  )
  if (overLocales.length) process.exitCode = 1

  // The worker's assets are a build of their own, outside the app's manifest.
  console.log('\nWasm core modules (each loaded by the worker on its first use), raw and gzip:')
  const wasmRows = []
  for (const file of readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.wasm'))) {
    const raw = readFileSync(join(outDir, 'assets', file)).length
    console.log(`  ${kib(raw)} ${kib(gzip(`assets/${file}`))}  assets/${file}`)
    wasmRows.push([plainKib(raw), plainKib(gzip(`assets/${file}`)), `\`assets/${file}\``])
  }
  table('**Wasm core modules**, each loaded by the worker on its first use', ['raw', 'gzip', 'file'], wasmRows)
  if (options.doc) {
    const config = options.defaults || vite.length === 0 ? 'the default configuration' : `with ${vite.join(', ')} set`
    writeBlock(
      resolve(options.doc),
      'size',
      `Written by \`npm run size\` on ${measuredOn()}; the app built with ${config}.\n\n${doc.join('\n')}`,
    )
    console.log(`\nWrote the tables into ${options.doc}`)
  }
  for (const [source] of overLocales)
    console.error(`\n\x1b[31m✗ ${source} is over the ${LOCALE_BUDGET_KIB} KiB locale budget\x1b[0m`)
  if (over)
    console.error(
      `\n\x1b[31m✗ initial JavaScript ${(initialBytes / 1024).toFixed(1)} KiB is over the ${INITIAL_BUDGET_KIB} KiB budget\x1b[0m`,
    )
} finally {
  if (!options.out) rmSync(outDir, { recursive: true, force: true })
}
