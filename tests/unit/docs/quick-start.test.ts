import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'

// docs/kit.md's quick start is kept, character for character, in quick-start.tsx, which
// `tsc --noEmit` checks with the rest of the tree as a dapp's own file against the kit's front
// door (tsconfig.json maps the package name to web/kit/index.ts): the document cannot drift from
// the API, and npm test compiles the kit's types once, not once more for this file.
const ROOT = resolve(import.meta.dirname, '../../..')

/** The first tsx block under the "Quick start" heading. */
function quickStart(markdown: string): string {
  const section = markdown.split(/^## Quick start$/m)[1]?.split(/^## /m)[0] ?? ''
  const code = /^```tsx\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!code) throw new Error('docs/kit.md has no tsx block under "## Quick start"')
  return code
}

it("docs/kit.md's quick start is the file tsc checks, importing the kit by its package name", () => {
  const code = quickStart(readFileSync(resolve(ROOT, 'docs/kit.md'), 'utf8'))
  expect(code).toContain(`from 'beacon-kit'`)
  expect(code).toBe(readFileSync(resolve(import.meta.dirname, 'quick-start.tsx'), 'utf8'))
})
