// Compiles the production server (web/server, TypeScript) to dist-server/server.mjs with
// esbuild, so `npm start` and `npm run auth` run it with production dependencies only.
import { fileURLToPath } from 'node:url'
import { bundleForNode } from './node-bundle.mjs'
import { step } from './run.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
export const SERVER_BUNDLE = `${root}dist-server/server.mjs`

/** Bundles web/server/main.ts; npm packages stay imports, so they must be in `dependencies`. */
export async function buildServer(outfile = SERVER_BUNDLE) {
  step('Building the server (esbuild → dist-server/)')
  return bundleForNode(`${root}web/server/main.ts`, outfile, { metafile: true })
}
