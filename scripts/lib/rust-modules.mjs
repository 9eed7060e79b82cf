// The module graph of a Rust crate: which of its files use which, from the `crate::` and
// `super::` paths in their code (comments and strings dropped). A module using its own parent or
// children is how Rust's module tree works (`use super::*`, a `pub use child::item` in mod.rs),
// so edges between a module and its ancestors or descendants are left out: what remains are uses
// between modules side by side, where a circle means neither can be read or moved without the other.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const IDENT = '[A-Za-z_][A-Za-z0-9_]*'

function rustFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return rustFiles(path)
    return entry.name.endsWith('.rs') ? [path] : []
  })
}

/** The module path of a file under src/: lib.rs is [], a/mod.rs and a.rs are ['a']. */
function modulePath(src, file) {
  const parts = relative(src, file).split(sep)
  const last = parts.pop().replace(/\.rs$/, '')
  if (parts.length === 0 && (last === 'lib' || last === 'main')) return []
  return last === 'mod' ? parts : [...parts, last]
}

/** Code without comments, string and char literals (a doc link to `crate::x` is not a use). */
function code(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\br#*"[\s\S]*?"#*/g, '""')
    .replace(/"(?:[^"\\]|\\[\s\S])*"/g, '""')
    .replace(/'(?:[^'\\\n]|\\[^\n]{1,10})'/g, "' '")
}

/** Every path a file names from `crate::` or `super::`, as module segments from the crate root. */
function namedPaths(text, own) {
  const paths = []
  const source = code(text)
  const pattern = new RegExp(`\\b(crate::|(?:super::)+)((?:${IDENT}::)*(?:${IDENT}|\\{))`, 'g')
  for (const match of source.matchAll(pattern)) {
    const base = match[1] === 'crate::' ? [] : own.slice(0, own.length - (match[1].split('super').length - 1))
    const rest = match[2]
    const head = rest.split('::').filter((part) => part && part !== '{')
    if (!rest.endsWith('{')) {
      paths.push([...base, ...head])
      continue
    }
    // A group, `crate::a::{b::c, d}`: each item's leading path.
    const open = match.index + match[0].length
    let depth = 1
    let end = open
    while (end < source.length && depth > 0) {
      if (source[end] === '{') depth++
      if (source[end] === '}') depth--
      end++
    }
    let itemDepth = 0
    let item = ''
    for (const ch of source.slice(open, end - 1) + ',') {
      if (ch === '{') itemDepth++
      if (ch === '}') itemDepth--
      if (ch === ',' && itemDepth === 0) {
        const segments = item
          .trim()
          .split('::')
          .filter((part) => new RegExp(`^${IDENT}$`).test(part))
        paths.push([...base, ...head, ...segments])
        item = ''
      } else item += ch
    }
  }
  return paths
}

const nested = (a, b) => a.length <= b.length && a.every((part, i) => part === b[i])

/** The crate's files, each with the files of the modules it uses side by side. */
export function rustModuleGraph(crateDir) {
  const src = join(crateDir, 'src')
  const files = rustFiles(src)
  const byPath = new Map(files.map((file) => [modulePath(src, file).join('::'), file]))
  const graph = new Map()
  for (const file of files) {
    const own = modulePath(src, file)
    const targets = new Set()
    for (const path of namedPaths(readFileSync(file, 'utf8'), own)) {
      // The deepest module the path names; the rest are items inside it.
      let module = [...path]
      while (module.length && !byPath.has(module.join('::'))) module.pop()
      if (nested(module, own) || nested(own, module)) continue
      targets.add(byPath.get(module.join('::')))
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** Every crate of the workspace (a folder of crates/ with a src/). */
export function workspaceCrates(root) {
  const crates = join(root, 'crates')
  return readdirSync(crates)
    .map((name) => join(crates, name))
    .filter((dir) => existsSync(join(dir, 'src')))
}
