// npm run pack:kit: the kit as an npm package, packed into a tarball (not published). The kit's
// entries (web/kit/*.ts) compiled by tsc module by module, so a consumer's bundler tree-shakes
// and splits it as it would the source: ES modules and .d.ts types, the components' CSS beside
// the modules that import it, the core's worker and its three wasm modules as files that the
// worker names with `new URL(…, import.meta.url)` (Vite, webpack 5 and Turbopack resolve those
// by themselves). Prints the tarball's path and size.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWasm } from './build-wasm.mjs'
import { capture, run, step } from './lib/run.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where the package is assembled, and where its tarball goes. */
export const PACKAGE_DIR = join(root, '.cache/kit-package')
const dist = join(PACKAGE_DIR, 'dist')

/** The package's entries: the files directly in web/kit (docs/kit.md), by their export path. */
const ENTRIES = {
  '.': 'index',
  './calls': 'calls',
  './preload': 'preload',
  './prerender': 'prerender',
  './vite': 'vite',
  './testing': 'testing',
  './server': 'server',
}
/** What the consumer's app brings: one copy of each in the page. */
const PEER_RANGES = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  wagmi: '^3.0.0',
  viem: '^2.0.0',
  '@tanstack/react-query': '^5.0.0',
  // Only for `beacon-kit/vite`, in a Vite app's build (minifySync came with Vite 8).
  vite: '^8.0.0',
}
/** What the kit brings itself (each loaded only when its wallet or feature is used). */
const DEPENDENCIES = [
  '@coinbase/wallet-sdk',
  '@safe-global/safe-apps-sdk',
  '@tanstack/query-sync-storage-persister',
  '@tanstack/react-query-persist-client',
  '@walletconnect/sign-client',
  'comlink',
]

function files(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, keep) : keep(name) ? [path] : []
  })
}

/** The package.json the tarball carries. */
function manifest() {
  const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const exportsMap = Object.fromEntries(
    Object.entries(ENTRIES).map(([path, file]) => [
      path,
      { types: `./dist/kit/${file}.d.ts`, default: `./dist/kit/${file}.js` },
    ]),
  )
  return {
    name: 'beacon-kit',
    version: '0.1.0',
    description: 'A wallet-connection kit for React 19 and wagmi 3: connect, sign in, Safe, 24 languages, strict CSP',
    type: 'module',
    exports: exportsMap,
    types: './dist/kit/index.d.ts',
    // The components' stylesheets are imported for their effect; every module else is pure.
    sideEffects: ['*.css'],
    files: ['dist'],
    peerDependencies: PEER_RANGES,
    peerDependenciesMeta: { vite: { optional: true } },
    dependencies: Object.fromEntries(DEPENDENCIES.map((name) => [name, ours.dependencies[name]])),
    license: ours.license ?? 'UNLICENSED',
  }
}

/**
 * The wallet icons, imported as `.svg` files in the source (Vite makes those URLs), become data
 * URLs in the modules that import them: an `.svg` import is a module only to Vite, while a string
 * means the same to every bundler and on a server render. Each is a few hundred bytes.
 */
function inlineIcons() {
  for (const module of files(dist, (name) => name.endsWith('.js'))) {
    const code = readFileSync(module, 'utf8')
    const inlined = code.replace(/^import (\w+) from '([^']+\.svg)';$/gm, (_, name, specifier) => {
      const svg = readFileSync(join(root, 'web', relative(dist, dirname(module)), specifier))
      return `const ${name} = 'data:image/svg+xml;base64,${svg.toString('base64')}';`
    })
    if (inlined !== code) writeFileSync(module, inlined)
  }
}

export function packKit() {
  step('The kit as a package (.cache/kit-package)')
  buildWasm()
  rmSync(PACKAGE_DIR, { recursive: true, force: true })
  mkdirSync(dist, { recursive: true })
  // The entries and the worker (named by URL, not imported) with what they import, module by module.
  const tsconfig = join(PACKAGE_DIR, 'tsconfig.json')
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        // Emit only: the same sources are type-checked by `tsc --noEmit` of the whole tree
        // (npm test, npm run check); checking them again here made a pack 31 CPU-seconds, not 18.
        noCheck: true,
        declaration: true,
        rewriteRelativeImportExtensions: true,
        rootDir: join(root, 'web'),
        outDir: dist,
      },
      include: [],
      files: [...Object.values(ENTRIES), 'wasm/worker'].map((file) => join(root, 'web/kit', `${file}.ts`)),
    }),
  )
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { cwd: root })
  rmSync(tsconfig)
  inlineIcons()
  // tsc copies no stylesheet: each goes where the module that imports it expects it.
  for (const asset of files(join(root, 'web'), (name) => name.endsWith('.css'))) {
    const rel = relative(join(root, 'web'), asset)
    if (!rel.startsWith('kit/') && !rel.startsWith('shared/')) continue
    mkdirSync(dirname(join(dist, rel)), { recursive: true })
    cpSync(asset, join(dist, rel))
  }
  // The wasm modules the worker names, and no other.
  const worker = readFileSync(join(dist, 'kit/wasm/worker.js'), 'utf8')
  mkdirSync(join(dist, 'generated'), { recursive: true })
  for (const [, name] of worker.matchAll(/new URL\('\.\.\/\.\.\/generated\/([\w-]+\.wasm)', import\.meta\.url\)/g))
    cpSync(join(root, 'web/generated', name), join(dist, 'generated', name))
  // The worker is named by its URL, which tsc does not rewrite as it does import specifiers.
  const client = join(dist, 'kit/wasm/client.js')
  const source = readFileSync(client, 'utf8')
  const rewritten = source.replace("new URL('./worker.ts', import.meta.url)", "new URL('./worker.js', import.meta.url)")
  if (rewritten === source) throw new Error(`${client} no longer names ./worker.ts: update pack-kit.mjs`)
  writeFileSync(client, rewritten)
  writeFileSync(join(PACKAGE_DIR, 'package.json'), `${JSON.stringify(manifest(), null, 2)}\n`)
  cpSync(join(root, 'docs/kit.md'), join(PACKAGE_DIR, 'README.md'))
  const packed = capture('npm', ['pack', '--json', '--pack-destination', PACKAGE_DIR], { cwd: PACKAGE_DIR })
  if (!packed) throw new Error('npm pack failed in .cache/kit-package')
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(packed)
  const tarball = join(PACKAGE_DIR, filename)
  console.log(
    `  ${relative(root, tarball)}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked, ${entryCount} files`,
  )
  return tarball
}

if (process.argv[1] === fileURLToPath(import.meta.url)) packKit()
