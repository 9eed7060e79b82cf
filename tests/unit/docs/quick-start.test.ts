import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

// docs/kit.md's quick start, compiled as a dapp's own file against the kit's front door: the
// document cannot drift from the API.
const ROOT = resolve(import.meta.dirname, '../../..')
const DIR = join(ROOT, '.cache', `quick-start-${process.pid}`)
/** The name the quick start imports the kit by (docs/kit.md). */
const PACKAGE = 'beacon-kit'

/** The first tsx block under the "Quick start" heading. */
function quickStart(markdown: string): string {
  const section = markdown.split(/^## Quick start$/m)[1]?.split(/^## /m)[0] ?? ''
  const code = /^```tsx\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!code) throw new Error('docs/kit.md has no tsx block under "## Quick start"')
  return code
}

afterAll(() => rmSync(DIR, { recursive: true, force: true }))

it("compiles docs/kit.md's quick start with tsc against web/kit/index.ts", () => {
  const code = quickStart(readFileSync(join(ROOT, 'docs/kit.md'), 'utf8'))
  expect(code).toContain(`from '${PACKAGE}'`)
  mkdirSync(DIR, { recursive: true })
  writeFileSync(join(DIR, 'main.tsx'), code)
  writeFileSync(
    join(DIR, 'tsconfig.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      compilerOptions: { paths: { [PACKAGE]: [join(ROOT, 'web/kit/index.ts')] } },
      include: ['main.tsx'],
    }),
  )
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
  let output = ''
  try {
    execFileSync(process.execPath, [tsc, '-p', join(DIR, 'tsconfig.json')], { cwd: ROOT, encoding: 'utf8' })
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error)
  }
  expect(output).toBe('')
}, 120_000)
