import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

// `npm run check`'s import check (scripts/check-imports.mjs), run on small trees: a clean one
// passes, and each rule fails once on a tree that breaks it.

const SCRIPT = fileURLToPath(new URL('../../../scripts/check-imports.mjs', import.meta.url))

/** A tree the rules accept: the app through the kit's entries, the server through web/shared. */
const CLEAN: Record<string, string> = {
  'web/kit/index.ts': "export { Button } from './ui/Button.tsx'\n",
  'web/kit/server.ts': "export { check } from '../shared/auth/check.ts'\n",
  'web/kit/ui/Button.tsx':
    "import { BaseError } from '../../shared/errors.ts'\nexport const Button = () => BaseError\n",
  'web/app/App.tsx':
    "import { Button } from '../kit/index.ts'\nimport { name } from './name.ts'\nexport { Button, name }\n",
  'web/app/name.ts': "// '../kit/ui/Button.tsx' in prose is no import\nexport const name = 'demo'\n",
  'web/app/lazy.ts': "export const load = () => import('../kit/index.ts')\n",
  'web/shared/errors.ts': 'export class BaseError extends Error {}\n',
  'web/shared/auth/check.ts':
    "import { BaseError } from '../errors.ts'\nimport { parseSiweMessage } from 'viem/siwe'\nexport const check = () => [BaseError, parseSiweMessage]\n",
  'web/server/main.ts':
    "import { check } from '../shared/auth/check.ts'\nimport { log } from './log.ts'\nimport { createServer } from 'node:http'\nexport default [check, log, createServer]\n",
  'web/server/log.ts': 'export const log = console.log\n',
}

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function check(changes: Record<string, string>): { status: number | null; output: string } {
  dir = mkdtempSync(join(tmpdir(), 'check-imports-'))
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

describe('check-imports', () => {
  it('passes on a clean tree', () => {
    const { status, output } = check({})
    expect(output).toContain('no import crosses a boundary')
    expect(status).toBe(0)
  })

  it('fails when web/app imports a kit file that is not an entry', () => {
    const { status, output } = check({ 'web/app/App.tsx': "import { Button } from '../kit/ui/Button.tsx'\n" })
    expect(status).toBe(1)
    expect(output).toContain(
      'web/app/App.tsx → web/kit/ui/Button.tsx: web/app imports the kit only through its entries',
    )
  })

  it('fails when web/app imports a kit file lazily or for its types only', () => {
    const { status, output } = check({
      'web/app/lazy.ts': "export const load = () => import('../kit/ui/Button.tsx')\n",
      'web/app/name.ts': "import type { Button } from '../kit/ui/Button.tsx'\nexport type B = typeof Button\n",
    })
    expect(status).toBe(1)
    expect(output).toContain('Imports across a boundary (2)')
  })

  it("fails when web/shared, web/server or the kit's server entry import outside web/shared", () => {
    const { status, output } = check({
      'web/shared/auth/check.ts': "import { Button } from '../../kit/ui/Button.tsx'\nexport const check = Button\n",
      'web/server/main.ts': "import { Button } from '../kit/index.ts'\nexport default Button\n",
      'web/kit/server.ts': "export { Button } from './ui/Button.tsx'\n",
    })
    expect(status).toBe(1)
    for (const line of [
      'web/shared/auth/check.ts → web/kit/ui/Button.tsx',
      'web/server/main.ts → web/kit/index.ts',
      'web/kit/server.ts → web/kit/ui/Button.tsx',
    ])
      expect(output).toContain(`${line}: server code imports only web/shared`)
  })

  it('fails when web/shared imports web/server', () => {
    const { status, output } = check({
      'web/shared/errors.ts': "import '../server/log.ts'\nexport class BaseError {}\n",
    })
    expect(status).toBe(1)
    expect(output).toContain('web/shared/errors.ts → web/server/log.ts')
  })

  it('fails when a module outside web/app is imported for its side effects alone, not a stylesheet', () => {
    const { status, output } = check({
      'web/kit/ui/Button.tsx':
        "import '../../shared/errors.ts'\nimport './Button.css'\nexport const Button = () => null\n",
      'web/kit/ui/Button.css': '.button {}\n',
    })
    expect(status).toBe(1)
    expect(output).toContain('Imports across a boundary (1)')
    expect(output).toContain('web/kit/ui/Button.tsx → web/shared/errors.ts: only web/app has side effects')
  })

  it('fails on an import circle', () => {
    const { status, output } = check({
      'web/app/name.ts': "import { App } from './other.ts'\nexport const name = App\n",
      'web/app/other.ts': "import { name } from './name.ts'\nexport const App = name\n",
    })
    expect(status).toBe(1)
    expect(output).toContain('Import circles (1)')
    expect(output).toMatch(/web\/app\/(name|other)\.ts → web\/app\/(name|other)\.ts → web\/app\/(name|other)\.ts/)
  })
})
