// No import circles in web/ nor among the modules of a Rust crate: reads the relative imports of
// every web/**/*.ts(x) file (static `import … from`, `export … from`, side-effect imports,
// `import('…')`, type-only ones too) and the `crate::`/`super::` uses between each crate's
// modules (scripts/lib/rust-modules.mjs), and exits non-zero listing each circle. Plain Node,
// reads files only: a fraction of a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findCircles } from './lib/circles.mjs'
import { rustModuleGraph, workspaceCrates } from './lib/rust-modules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const WEB = join(root, 'web')
// Built or generated: not ours to check.
const SKIP_DIRS = new Set(['node_modules', 'generated'])
const SOURCE = /\.(ts|tsx)$/
// What a specifier without its file's extension may name, in the order TypeScript tries them.
const SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx']

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sources(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** The relative specifiers a file imports; comments are dropped first so prose does not count. */
function specifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*(['"])(\.{1,2}\/[^'"]*)\1/g)].map((match) => match[2])
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  for (const suffix of SUFFIXES) {
    const path = base + suffix
    if (existsSync(path) && statSync(path).isFile()) return SOURCE.test(path) ? path : null
  }
  return null
}

const files = sources(WEB)
const graph = new Map(
  files.map((file) => [
    file,
    [...new Set(specifiers(readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)))].filter(Boolean),
  ]),
)

const rustGraphs = workspaceCrates(root).map(rustModuleGraph)
const circles = [graph, ...rustGraphs].flatMap(findCircles)
const rustFiles = rustGraphs.reduce((sum, g) => sum + g.size, 0)

const name = (file) => relative(root, file)
if (circles.length) {
  console.error(`Import circles (${circles.length}):`)
  for (const circle of circles) console.error(`  ${circle.map(name).join(' → ')}`)
  process.exit(1)
}
console.log(`No import circles among ${files.length} files of web/ and ${rustFiles} Rust files of crates/.`)
