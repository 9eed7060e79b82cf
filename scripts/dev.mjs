// npm run dev: the fast loop. Builds the wasm core as npm start does (cargo's fingerprints make it
// a no-op when crates/ has not changed), then runs Vite's dev server with hot reload on
// http://127.0.0.1:5173 (PORT, HOST): the app, its worker and the wasm modules of web/generated/,
// and the auth API under /api/auth (web/server/auth/vite-plugin.ts; set VITE_AUTH_URL=/api/auth to
// turn sign-in on). A change under crates/ rebuilds the wasm core and the page reloads.
import { watch } from 'node:fs'
import { clearTimeout, setTimeout } from 'node:timers'
import { fileURLToPath } from 'node:url'
import { runAsync, step } from './lib/run.mjs'
import { ensureNpm } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

let server
try {
  ensureNpm()
  const { buildWasm } = await import('./build-wasm.mjs')
  buildWasm()
  const { createServer } = await import('vite')
  server = await createServer({
    configFile: `${root}vite.config.ts`,
    server: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      // An explicit PORT must be that port; the default moves on when taken (npm start's server).
      strictPort: process.env.PORT !== undefined,
    },
  })
  await server.listen()
  server.printUrls()
  server.bindCLIShortcuts({ print: true })
} catch (error) {
  console.error(`\n\x1b[31m✗ npm run dev failed:\x1b[0m ${error.message}`)
  process.exit(1)
}

// Rust sources: rebuild the wasm core in a child process (the server keeps serving), once at a
// time, again if something changed meanwhile. Vite sees the new web/generated/ files and reloads.
let building = false
let again = false
let timer
async function rebuild() {
  if (building) {
    again = true
    return
  }
  building = true
  step('crates/ changed: rebuilding the wasm core')
  const code = await runAsync(process.execPath, [`${root}scripts/build-wasm.mjs`], { cwd: root })
  if (code !== 0) console.error('\x1b[31m✗ wasm build failed; the page keeps the previous modules\x1b[0m')
  building = false
  if (again) {
    again = false
    void rebuild()
  }
}
watch(`${root}crates`, { recursive: true }, (_event, file) => {
  if (!file || !/\.(rs|toml)$/.test(file)) return
  clearTimeout(timer)
  timer = setTimeout(rebuild, 200)
})
