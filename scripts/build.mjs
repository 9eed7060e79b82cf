// npm run build: the wasm core, the production app (dist/) and the server (dist-server/), without serving.
import { ensureNpm } from './lib/setup.mjs'

try {
  ensureNpm()
  const { buildWasm } = await import('./build-wasm.mjs')
  const { buildApp } = await import('./lib/app-build.mjs')
  const { buildServer } = await import('./lib/server-build.mjs')
  buildWasm()
  await buildApp()
  await buildServer()
} catch (error) {
  console.error(`\n\x1b[31m✗ build failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
