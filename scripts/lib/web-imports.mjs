// The relative imports between web/'s TypeScript files, and the boundaries they must keep
// (scripts/check-imports.mjs): the demo page reaches the kit only through its entries, and the
// server side (web/server, web/shared, the kit's server entry) never reaches browser code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

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
export function specifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*(['"])(\.{1,2}\/[^'"]*)\1/g)].map((match) => match[2])
}

/** The file a specifier names (a stylesheet or an asset too), or null when there is none. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  for (const suffix of SUFFIXES) {
    const path = base + suffix
    if (existsSync(path) && statSync(path).isFile()) return path
  }
  return null
}

/**
 * Every web/**\/*.ts(x) file and the files it imports (static `import … from`, `export … from`,
 * side-effect imports, `import('…')`, type-only ones too), as a Map of path → paths.
 */
export function webImportGraph(web) {
  return new Map(
    sources(web).map((file) => [
      file,
      [...new Set(specifiers(readFileSync(file, 'utf8')).map((s) => resolveImport(file, s)))].filter(Boolean),
    ]),
  )
}

const inside = (dir, file) => file.startsWith(dir + sep)

/**
 * Where each file may import from, or undefined when anywhere in web/. The kit's entries are the
 * files directly in web/kit (index.ts, its sub-entries, server.ts).
 */
function allowed(web, file) {
  const [kit, shared, server, app] = ['kit', 'shared', 'server', 'app'].map((name) => join(web, name))
  const serverSide = { why: 'server code imports only web/shared (and npm packages)' }
  if (file === join(kit, 'server.ts')) return { ...serverSide, ok: (target) => inside(shared, target) }
  if (inside(shared, file)) return { ...serverSide, ok: (target) => inside(shared, target) }
  if (inside(server, file)) return { ...serverSide, ok: (target) => inside(shared, target) || inside(server, target) }
  if (inside(app, file))
    return {
      why: 'web/app imports the kit only through its entries (files directly in web/kit)',
      ok: (target) => !inside(kit, target) || dirname(target) === kit,
    }
  return undefined
}

/** The modules a file imports for their side effects alone (`import './x.ts'`), stylesheets aside. */
function bareImports(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  return [...code.matchAll(/^\s*import\s*(['"])(\.{1,2}\/[^'"]*)\1/gm)]
    .map((match) => match[2])
    .filter((specifier) => !/\.css(\?.*)?$/.test(specifier))
}

const SIDE_EFFECT_FREE =
  'only web/app has side effects (package.json sideEffects): the bundler drops a module imported for its effects alone'

/**
 * Each import that crosses a boundary, as `{ from, to, why }` with paths relative to web/; and,
 * outside web/app, each import of a module for its side effects alone, which the bundle would
 * leave out.
 */
export function boundaryViolations(web, graph) {
  const found = []
  const app = join(web, 'app')
  for (const [file, targets] of graph) {
    const rule = allowed(web, file)
    if (rule)
      for (const target of targets)
        if (!rule.ok(target)) found.push({ from: relative(web, file), to: relative(web, target), why: rule.why })
    if (!inside(app, file))
      for (const specifier of bareImports(readFileSync(file, 'utf8')))
        found.push({
          from: relative(web, file),
          to: relative(web, resolve(dirname(file), specifier)),
          why: SIDE_EFFECT_FREE,
        })
  }
  return found
}
