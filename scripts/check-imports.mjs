// npm run check's import check: no import circles in web/ nor among the modules of a Rust crate,
// web/app reaches the kit only through its entries (web/kit/*.ts), and web/server, web/shared and
// the kit's server entry import nothing outside web/shared (web/server also its own files).
// Reads the relative imports of every web/**/*.ts(x) file (scripts/lib/web-imports.mjs) and the
// `crate::`/`super::` uses between each crate's modules (scripts/lib/rust-modules.mjs), and exits
// non-zero listing each circle and each crossing. Plain Node, reads files only: a fraction of a
// second. `node scripts/check-imports.mjs [ROOT]` checks another tree (the unit tests' fixtures).
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findCircles } from './lib/circles.mjs'
import { rustModuleGraph, workspaceCrates } from './lib/rust-modules.mjs'
import { boundaryViolations, webImportGraph } from './lib/web-imports.mjs'

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)))
const web = join(root, 'web')
const graph = webImportGraph(web)
const rustGraphs = existsSync(join(root, 'crates')) ? workspaceCrates(root).map(rustModuleGraph) : []
const circles = [graph, ...rustGraphs].flatMap(findCircles)
const crossings = boundaryViolations(web, graph)
const rustFiles = rustGraphs.reduce((sum, g) => sum + g.size, 0)

const name = (file) => relative(root, file)
if (circles.length) {
  console.error(`Import circles (${circles.length}):`)
  for (const circle of circles) console.error(`  ${circle.map(name).join(' → ')}`)
}
if (crossings.length) {
  console.error(`Imports across a boundary (${crossings.length}):`)
  for (const { from, to, why } of crossings) console.error(`  web/${from} → web/${to}: ${why}`)
}
if (circles.length || crossings.length) process.exit(1)
console.log(
  `No import circles among ${graph.size} files of web/ and ${rustFiles} Rust files of crates/; no import crosses a boundary.`,
)
