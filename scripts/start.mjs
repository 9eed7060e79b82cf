// npm start: install what is missing, build the wasm core and the app, serve on 127.0.0.1.
// Only Node built-ins are imported up front: on a fresh clone node_modules does not exist yet.
import { fileURLToPath } from 'node:url'
import { step } from './lib/run.mjs'
import { ensureNpm } from './lib/setup.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

try {
  ensureNpm()
  const { buildWasm } = await import('./build-wasm.mjs')
  const { buildApp } = await import('./lib/app-build.mjs')
  const { preview } = await import('vite')
  buildWasm()
  await buildApp()
  const port = Number(process.env.PORT ?? 5173)
  step('Serving')
  await preview({
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  console.log(`\n  App running at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`)
} catch (error) {
  console.error(`\n\x1b[31m✗ npm start failed:\x1b[0m ${error.message}`)
  process.exit(1)
}
