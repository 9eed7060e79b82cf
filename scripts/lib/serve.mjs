// Shared by `npm start` and `npm run auth`: build what can be built, then run the compiled
// production server. With production dependencies only (`npm ci --omit=dev`) nothing can be
// built, and the existing dist/ and dist-server/ are served as they are.
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { step } from './run.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BUNDLE = `${root}dist-server/server.mjs`

/** True when the devDependencies that build the app and the server are installed. */
export const canBuild = () =>
  existsSync(`${root}node_modules/esbuild/package.json`) && existsSync(`${root}node_modules/vite/package.json`)

/** Builds (when possible), checks the needed outputs exist, starts the server in `mode` and returns it. */
export async function buildAndServe(mode, defaultPort, buildInputs) {
  if (canBuild()) {
    await buildInputs()
    const { buildServer } = await import('./server-build.mjs')
    await buildServer()
  } else {
    step('Build tools not installed (production dependencies only): serving the existing build')
  }
  const needed = mode === 'app' ? [BUNDLE, `${root}dist/index.html`] : [BUNDLE]
  const missing = needed.filter((file) => !existsSync(file))
  if (missing.length) {
    throw new Error(
      `${missing.map((f) => f.slice(root.length)).join(' and ')} missing: run \`npm ci && npm run build\` first (the build needs devDependencies)`,
    )
  }
  const { serveFromCli } = await import(pathToFileURL(BUNDLE).href)
  step('Serving')
  return serveFromCli({ root: root.replace(/\/$/, ''), mode, defaultPort })
}
