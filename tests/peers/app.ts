import { build } from 'vite'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '../../web/server/serve'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface AppServer {
  url: string
  /** The built app, with Vite's manifest in `.vite/manifest.json`. */
  dir: string
  stop(): Promise<void>
}

/**
 * Builds the app with the given VITE_* configuration into `outDir` (relative to the repo) and
 * serves it as `npm start` does: the production server (web/server) with the auth API mounted,
 * on a free loopback port. `env` is all the server sees (AUTH_* included); the shell's is ignored.
 * With `prebuilt`, a build of the same configuration made earlier in this run (npm test's size
 * stage), it only serves that.
 */
export async function buildAndServeApp(env: Record<string, string>, outDir: string, prebuilt?: string): Promise<AppServer> {
  const saved = { ...process.env }
  const reuse = prebuilt !== undefined && existsSync(`${prebuilt}/index.html`) && existsSync(`${prebuilt}/.vite/manifest.json`)
  const dir = reuse ? prebuilt : `${root}${outDir}`
  // Only the given configuration counts: VITE_* variables of the shell must not leak in.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  Object.assign(process.env, env, { KIT_OUT_DIR: dir })
  try {
    if (!reuse) await build({ configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn', build: { manifest: true } })
  } finally {
    process.env = saved
  }
  const server = await serve({ distDir: dir, env, host: '127.0.0.1', port: 0 })
  return { url: server.url, dir, stop: () => server.close() }
}
