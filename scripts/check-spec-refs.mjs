// Every pointer at the requirements must land on a section of docs/spec.md. Finds the
// references in the tree (`docs/spec.md §4.2`, lists such as `docs/spec.md §4.4, §8.1`, and a
// bare `spec` before a section sign) and exits non-zero listing those that name no heading of
// docs/spec.md. In code a bare `spec` pointer is refused even when its number exists: it reads as
// the product owner's document, which is not in the repository. Markdown may keep it (it is prose,
// and the numbers agree). Reads files only, so it runs in a fraction of a second.
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const SPEC = 'docs/spec.md'

// Built, generated or installed trees (as in .prettierignore): not ours to check.
const SKIP_DIRS = new Set([
  '.git',
  'node_modules',
  'target',
  'dist',
  'dist-test',
  'dist-server',
  'web/generated',
  'tests/output',
  'test-results',
  'playwright-report',
  '.cache',
  '.data',
])
const TEXT = new Set('.ts .tsx .mts .cts .js .mjs .cjs .rs .md .json .toml .html .css'.split(' '))

/** The section numbers of docs/spec.md: `## 4. States…` gives 4, `### 4.2 Connect flow` gives 4.2. */
function sections(text) {
  const ids = new Set()
  for (const line of text.split('\n')) {
    const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line)
    if (heading) ids.add(heading[1])
  }
  return ids
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(relative(root, path)) && !SKIP_DIRS.has(entry.name)) yield* files(path)
    } else if (entry.isFile() && TEXT.has(extname(entry.name))) yield path
  }
}

// `docs/spec.md §4.2`, or `spec` alone before the section sign; then any further `, §8.1`, `and §8.1`, `or §8.1`.
const REFERENCE = /(docs\/spec\.md|\bspec)\s*§\s*(\d+(?:\.\d+)*)((?:\s*(?:,|and|or)\s*§\s*\d+(?:\.\d+)*)*)/gi

const known = sections(readFileSync(join(root, SPEC), 'utf8'))
const dangling = []
let count = 0
for (const path of files(root)) {
  const name = relative(root, path)
  const markdown = extname(name) === '.md'
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(REFERENCE)) {
        const where = `${name}:${index + 1}`
        const ids = [match[2], ...[...match[3].matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((m) => m[1])]
        count += ids.length
        const bare = match[1].toLowerCase() === 'spec'
        if (bare && !markdown) dangling.push(`${where}: '${match[0]}' points at the owner's spec; write ${SPEC} §N`)
        for (const id of ids) if (!known.has(id)) dangling.push(`${where}: §${id} is no heading of ${SPEC}`)
      }
    })
}

if (dangling.length > 0) {
  console.error(`${dangling.length} dangling spec reference(s):\n${dangling.map((d) => `  ${d}`).join('\n')}`)
  process.exit(1)
}
console.log(`${count} spec references, all headings of ${SPEC} (${known.size} sections)`)
