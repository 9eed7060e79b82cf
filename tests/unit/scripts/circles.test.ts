import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findCircles } from '../../../scripts/lib/circles.mjs'
import { rustModuleGraph } from '../../../scripts/lib/rust-modules.mjs'

// `npm run check`'s import-circle check (scripts/check-imports.mjs): the circle finder, and
// the Rust module graph it is given for each crate.

describe('findCircles', () => {
  it('finds each circle once, as a closed path, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(findCircles(graph).sort()).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ])
    expect(
      findCircles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })
})

describe('rustModuleGraph', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** A crate from file texts under src/; the graph with paths relative to src/. */
  function graphOf(files: Record<string, string>): Record<string, string[]> {
    dir = mkdtempSync(join(tmpdir(), 'rust-modules-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, 'src', path)), { recursive: true })
      writeFileSync(join(dir, 'src', path), text)
    }
    const src = join(dir, 'src')
    const graph = rustModuleGraph(dir)
    return Object.fromEntries(
      [...graph].map(([file, targets]) => [relative(src, file), targets.map((t) => relative(src, t)).sort()]),
    )
  }

  it('sees two modules side by side that use each other, through a group or a super:: path', () => {
    const graph = graphOf({
      'lib.rs': 'pub mod dispatch;\npub mod cacao;\n',
      'dispatch.rs': 'use crate::{cacao::table::TABLE, js};\npub type Function = fn();\n',
      'cacao/mod.rs': 'pub mod table;\npub use table::TABLE;\n',
      'cacao/table.rs': 'use super::super::dispatch::Function;\npub const TABLE: &[Function] = &[];\n',
      'js.rs': '',
    })
    expect(graph['dispatch.rs']).toEqual(['cacao/table.rs', 'js.rs'])
    expect(graph['cacao/table.rs']).toEqual(['dispatch.rs'])
    expect(findCircles(new Map(Object.entries(graph)))).toHaveLength(1)
  })

  it("leaves out a module's uses of its parent and children, doc links, comments and strings", () => {
    const graph = graphOf({
      'lib.rs': 'pub mod json;\npub use json::Value;\nuse crate::json::read;\n',
      'json/mod.rs': 'mod read;\npub use read::parse;\npub struct Value;\n',
      'json/read.rs': '//! For [`crate::dispatch`].\nuse super::*;\nuse crate::json::Value;\n',
      'dispatch.rs': '// crate::json::read is not a use\nconst S: &str = "crate::json::read";\n',
    })
    expect(graph).toEqual({ 'lib.rs': [], 'json/mod.rs': [], 'json/read.rs': [], 'dispatch.rs': [] })
  })
})
