import { build } from 'vite'
import { fileURLToPath } from 'node:url'
import { serve } from '../../web/server/serve'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface AppServer {
  url: string
  /** The built app's folder. */
  dir: string
  stop(): Promise<void>
}

/**
 * Builds the app with the given VITE_* configuration into `outDir` (relative to the repo) and
 * serves it as `npm start` does: the production server (web/server) with the auth API mounted,
 * on a free loopback port. `env` is all the server sees (AUTH_* included); the shell's is ignored.
 */
export async function buildAndServeApp(env: Record<string, string>, outDir: string): Promise<AppServer> {
  const saved = { ...process.env }
  // Only the given configuration counts: VITE_* variables of the shell must not leak in.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  Object.assign(process.env, env, { KIT_OUT_DIR: `${root}${outDir}` })
  try {
    await build({ configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn' })
  } finally {
    process.env = saved
  }
  const dir = `${root}${outDir}`
  const server = await serve({ distDir: dir, env, host: '127.0.0.1', port: 0 })
  return { url: server.url, dir, stop: () => server.close() }
}
