// npm start: install what is missing, build the wasm core, the app and the server, then serve
// dist/ and the auth API on 127.0.0.1 with the production server (web/server).
// Only Node built-ins are imported up front: on a fresh clone node_modules does not exist yet.
import { buildAndServe } from './lib/serve.mjs'
import { ensureNpm } from './lib/setup.mjs'

try {
  ensureNpm()
  const { url } = await buildAndServe('app', 5173, async () => {
    const { buildWasm } = await import('./build-wasm.mjs')
    const { buildApp } = await import('./lib/app-build.mjs')
    buildWasm()
    await buildApp()
  })
  console.log(`\n  App running at ${url}/  (Ctrl+C to stop)\n`)
} catch (error) {
  console.error(`\n\x1b[31m✗ npm start failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
