import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { rolldown } from 'rolldown'
import { build, type InlineConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

// The kit's worker and wasm modules in an app of someone else's: a bare Vite build, no plugin and
// no option of ours, must emit the three .wasm files as the app's own assets and point the
// worker at them. Vite would resolve its own `?url` imports as well: a second bundler, rolldown
// on its own (no Vite), shows that the references need nothing Vite-specific. Their form,
// `new URL('…', import.meta.url)`, is the one webpack 5 and Turbopack resolve too; the static
// check below holds the kit to it.

const KIT_WASM = resolve('web/kit/wasm')
const MODULES = ['core-qr', 'core-validate', 'core-auth'] as const
const roots: string[] = []

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** Builds a one-button app that calls the core on click; its emitted files by name. */
async function buildApp(worker: InlineConfig['worker']): Promise<Map<string, Buffer>> {
  const root = mkdtempSync(join(tmpdir(), 'kit-wasm-'))
  roots.push(root)
  const client = relative(root, join(KIT_WASM, 'client.ts'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><button>QR</button><script type="module" src="./main.ts"></script>',
  )
  writeFileSync(
    join(root, 'main.ts'),
    `import { core } from '${client}'\ndocument.querySelector('button')!.onclick = () => void core.qrEncode('x')\n`,
  )
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [],
    worker,
    build: { outDir: 'dist', minify: false },
  })
  const assets = join(root, 'dist', 'assets')
  return new Map(readdirSync(assets).map((name) => [name, readFileSync(join(assets, name))]))
}

describe('the wasm core in a Vite app without plugins', () => {
  it.each([
    ["Vite's default worker format", undefined],
    ['ES module workers', { format: 'es' as const }],
  ])('%s: the .wasm files are emitted as assets, and only the worker refers to them', async (_, worker) => {
    const files = await buildApp(worker)
    const scripts = [...files].filter(([name]) => name.endsWith('.js'))
    const workerChunk = scripts.find(([name]) => name.startsWith('worker-'))
    expect(workerChunk, 'the worker, bundled as a chunk of its own').toBeDefined()
    for (const module of MODULES) {
      const emitted = [...files.keys()].filter((name) => name.startsWith(`${module}-`) && name.endsWith('.wasm'))
      expect(emitted, module).toHaveLength(1)
      expect(files.get(emitted[0])!.equals(readFileSync(`web/generated/${module}.wasm`)), module).toBe(true)
      expect(workerChunk![1].toString()).toContain(emitted[0])
    }
    // Fetched by the worker from the app's origin (never inlined: a strict CSP refuses data: URLs),
    // and only on a call: the page's own chunks name no module.
    for (const [name, code] of scripts) {
      expect(code.toString(), name).not.toContain('data:application/wasm')
      if (code !== workerChunk![1]) expect(code.toString(), name).not.toMatch(/core-(qr|validate|auth)-[\w-]+\.wasm/)
    }
    const entry = scripts.find(([name]) => name.startsWith('index-'))!
    expect(entry[1].toString()).toContain(workerChunk![0])
  })

  it('bundles with rolldown alone, which emits the modules the worker refers to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-wasm-'))
    roots.push(dir)
    const bundle = await rolldown({
      input: join(KIT_WASM, 'worker.ts'),
      logLevel: 'silent',
      experimental: { resolveNewUrlToAsset: true },
    })
    await bundle.write({ dir, format: 'es' })
    await bundle.close()
    const worker = readFileSync(join(dir, 'worker.js'), 'utf8')
    for (const module of MODULES) {
      const emitted = readdirSync(join(dir, 'assets')).filter((name) => name.startsWith(`${module}-`))
      expect(emitted, module).toHaveLength(1)
      expect(worker).toContain(`assets/${emitted[0]}`)
    }
  })

  it("refers to the worker and its modules only by new URL('…', import.meta.url), which every bundler resolves", () => {
    const sources = readdirSync(KIT_WASM)
      .filter((name) => name.endsWith('.ts') && name !== 'load-node.ts')
      .map((name) => [name, readFileSync(join(KIT_WASM, name), 'utf8')] as const)
    for (const [name, source] of sources) {
      // A query on an import (`?url`, `?worker`, `?init`) is a Vite convention other bundlers lack.
      expect(source, name).not.toMatch(/\bfrom\s+['"][^'"]*\?[^'"]*['"]|import\(\s*['"][^'"]*\?/)
      expect(source, name).not.toMatch(/from\s+['"][^'"]*\.wasm['"]/)
    }
    const worker = sources.find(([name]) => name === 'worker.ts')![1]
    for (const module of MODULES) expect(worker).toContain(`new URL('../../generated/${module}.wasm', import.meta.url)`)
    expect(sources.find(([name]) => name === 'client.ts')![1]).toContain(
      "new Worker(new URL('./worker.ts', import.meta.url), { type: 'module'",
    )
  })
})
