import { build } from 'vite'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '../../web/server/serve.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface AppServer {
  url: string
  /**
   * The built app, with Vite's manifest in `.vite/manifest.json` and, when built here, the
   * modules of each chunk (file name to module ids) in `.vite/modules.json`: the manifest names
   * chunks, not what is in them.
   */
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
export async function buildAndServeApp(
  env: Record<string, string>,
  outDir: string,
  prebuilt?: string,
): Promise<AppServer> {
  const saved = { ...process.env }
  const reuse =
    prebuilt !== undefined && existsSync(`${prebuilt}/index.html`) && existsSync(`${prebuilt}/.vite/manifest.json`)
  const dir = reuse ? prebuilt : `${root}${outDir}`
  // Only the given configuration counts: VITE_* variables of the shell must not leak in.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  Object.assign(process.env, env, { KIT_OUT_DIR: dir })
  try {
    if (!reuse) {
      const result = await build({
        configFile: `${root}vite.config.ts`,
        mode: 'production',
        logLevel: 'warn',
        build: { manifest: true },
      })
      // Not watching, so these are the app's outputs (the worker's build is its own, not listed).
      const outputs = 'output' in result ? [result] : Array.isArray(result) ? result : []
      const chunks = outputs.flatMap(({ output }) => output)
      const modules = Object.fromEntries(
        chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk.moduleIds]] : [])),
      )
      writeFileSync(`${dir}/.vite/modules.json`, JSON.stringify(modules))
    }
  } finally {
    process.env = saved
  }
  // The request log stays out of the browser tests' output.
  const server = await serve({ distDir: dir, env, host: '127.0.0.1', port: 0, log: () => {} })
  return { url: server.url, dir, stop: () => server.close() }
}
