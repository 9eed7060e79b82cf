// No import circles in web/: reads the relative imports of every web/**/*.ts(x) file (static
// `import … from`, `export … from`, side-effect imports, `import('…')`, type-only ones too) and
// exits non-zero listing each circle. Plain Node, reads files only: a fraction of a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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

// Tarjan's strongly connected components: every component of more than one file (or a file that
// imports itself) is a circle.
const index = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const components = []
let next = 0
function connect(file) {
  index.set(file, next)
  low.set(file, next++)
  stack.push(file)
  onStack.add(file)
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      connect(target)
      low.set(file, Math.min(low.get(file), low.get(target)))
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
  }
  if (low.get(file) !== index.get(file)) return
  const component = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    component.push(member)
  } while (member !== file)
  if (component.length > 1 || graph.get(file)?.includes(file)) components.push(component)
}
for (const file of files) if (!index.has(file)) connect(file)

/** One circle through the component's first file, as the path of imports that closes it. */
function circle(component) {
  const members = new Set(component)
  const start = component.sort()[0]
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length) {
    const path = queue.shift()
    for (const target of graph.get(path.at(-1)) ?? []) {
      if (target === start) return [...path, start]
      if (members.has(target) && !seen.has(target)) {
        seen.add(target)
        queue.push([...path, target])
      }
    }
  }
  return [start]
}

const name = (file) => relative(root, file)
if (components.length) {
  console.error(`Import circles in web/ (${components.length}):`)
  for (const component of components) console.error(`  ${circle(component).map(name).join(' → ')}`)
  process.exit(1)
}
console.log(`No import circles among ${files.length} files of web/.`)
