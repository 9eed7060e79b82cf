import { build, preview, type PreviewServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { freePort } from './net'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface AppServer {
  url: string
  /** The built app, with Vite's manifest in `.vite/manifest.json`. */
  dir: string
  stop(): Promise<void>
}

/**
 * Builds the app with the given VITE_* configuration into `outDir` (relative to the repo) and
 * serves it with `vite preview` on a free loopback port.
 */
export async function buildAndServeApp(env: Record<string, string>, outDir: string): Promise<AppServer> {
  const saved = { ...process.env }
  const dir = `${root}${outDir}`
  // Only the given configuration counts: VITE_* variables of the shell must not leak in.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  Object.assign(process.env, env, { KIT_OUT_DIR: dir })
  try {
    await build({ configFile: `${root}vite.config.ts`, mode: 'production', logLevel: 'warn', build: { manifest: true } })
    const port = await freePort()
    const server: PreviewServer = await preview({
      configFile: `${root}vite.config.ts`,
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port, strictPort: true },
    })
    return { url: `http://127.0.0.1:${port}`, dir, stop: () => server.close() }
  } finally {
    process.env = saved
  }
}
