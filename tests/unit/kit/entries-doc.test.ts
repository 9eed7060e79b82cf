import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The kit's entries (the files directly in web/kit: index.ts, its sub-entries, server.ts) are its
// public API: each export carries a TSDoc comment at the export (docs/kit.md is built from them).

const KIT = fileURLToPath(new URL('../../../web/kit/', import.meta.url))
const ENTRIES = readdirSync(KIT).filter((name) => /\.tsx?$/.test(name))

/** The names an entry exports that have no `/** … *\/` right before them. */
function undocumented(file: string): { exported: string[]; bare: string[] } {
  const text = readFileSync(KIT + file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const exported: string[] = []
  const bare: string[] = []
  const documented = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((range) =>
      text.slice(range.pos, range.end).startsWith('/**'),
    )
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const specifier of statement.exportClause.elements) {
        exported.push(specifier.name.text)
        if (!documented(specifier)) bare.push(specifier.name.text)
      }
    } else if (
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const name = (statement as ts.DeclarationStatement).name?.getText() ?? statement.getText().slice(0, 40)
      exported.push(name)
      if (!documented(statement)) bare.push(name)
    } else if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
      // `export * from` would export names no comment here describes.
      bare.push(statement.getText())
    }
  }
  return { exported, bare }
}

describe("the kit's entries", () => {
  it('are index.ts, its sub-entries and server.ts', () => {
    expect(ENTRIES.sort()).toEqual([
      'calls.ts',
      'index.ts',
      'preload.ts',
      'prerender.ts',
      'server.ts',
      'testing.ts',
      'vite.ts',
    ])
  })

  it.each(ENTRIES)('%s documents every export', (file) => {
    const { exported, bare } = undocumented(file)
    expect(exported.length).toBeGreaterThan(0)
    expect(bare).toEqual([])
  })
})
