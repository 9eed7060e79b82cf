import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createLogger, createServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../scripts/lib/server-build.mjs'
import { kitConfig } from '../../../web/build/config-plugin.ts'
import { PLACEHOLDER_PROJECT_ID, projectIdWarning } from '../../../web/shared/config/placeholder.ts'

// A fresh clone runs with the placeholder WalletConnect project id: the page's console warns, and
// so must the terminal of whoever started it, `npm start` (the production server) or `npm run dev`.
const root = fileURLToPath(new URL('../../..', import.meta.url))
const bundle = `${root}.cache/placeholder-warning-${process.pid}/server.mjs`
const WARNING = projectIdWarning({ wcProjectId: PLACEHOLDER_PROJECT_ID })!
let dir: string

beforeAll(async () => {
  await buildServer(bundle)
  dir = mkdtempSync(join(tmpdir(), 'kit-placeholder-'))
  mkdirSync(join(dir, 'dist'))
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>')
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(join(bundle, '..'), { recursive: true, force: true })
})

/** Runs the compiled server in `mode` until it listens, stops it, and returns what it wrote on stderr. */
async function serverStderr(mode: 'app' | 'api', env: Record<string, string>): Promise<string> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); const s = await m.serveFromCli({ root: ${JSON.stringify(dir)}, mode: ${JSON.stringify(mode)}, defaultPort: 0 }); console.log(s.url)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      VITE_CHAIN_ID: '31337',
      VITE_RPC_URL: 'http://127.0.0.1:9',
      AUTH_DATA_DIR: join(dir, 'auth'),
      ...env,
    },
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const closed = new Promise((resolve) => child.once('close', resolve))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => {
      child.stdout!.resume()
      resolve()
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)))
  })
  child.kill('SIGTERM')
  await closed
  return stderr
}

describe('the production server', () => {
  it('prints the console warning when it serves the app with the placeholder project id', async () => {
    expect(await serverStderr('app', {})).toContain(`${WARNING}\n`)
    expect(await serverStderr('app', { VITE_WC_PROJECT_ID: PLACEHOLDER_PROJECT_ID })).toContain(`${WARNING}\n`)
  })

  it('prints nothing of it with a real project id, or when it serves the API alone', async () => {
    expect(await serverStderr('app', { VITE_WC_PROJECT_ID: '0123456789abcdef0123456789abcdef' })).not.toContain(
      'VITE_WC_PROJECT_ID',
    )
    expect(await serverStderr('api', {})).not.toContain('VITE_WC_PROJECT_ID')
  })
})

describe('the dev server', () => {
  /** Starts Vite with the config plugin and the .env file `env`; returns what its logger warned. */
  async function devWarnings(env: string): Promise<string[]> {
    writeFileSync(join(dir, '.env'), env)
    const warnings: string[] = []
    const logger = createLogger('warn')
    logger.warn = (message) => void warnings.push(message)
    const server = await createServer({
      configFile: false,
      root: join(dir, 'dist'),
      envDir: dir,
      customLogger: logger,
      plugins: [kitConfig()],
      server: { host: '127.0.0.1', port: 0, watch: null },
    })
    await server.listen()
    await server.close()
    return warnings
  }

  it('prints the console warning once it listens with the placeholder project id', async () => {
    expect(await devWarnings('VITE_CHAIN_ID=31337\n')).toContain(WARNING)
    expect(await devWarnings('VITE_CHAIN_ID=31337\nVITE_WC_PROJECT_ID=0123456789abcdef0123456789abcdef\n')).toEqual([])
  })
})
