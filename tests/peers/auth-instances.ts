import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildServer } from '../../scripts/lib/server-build.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface AuthInstances {
  /** Each instance's API base, e.g. http://127.0.0.1:40123/api/auth. */
  urls: string[]
  stop(): Promise<void>
}

/**
 * `count` processes of the compiled production server in API-only mode (what `npm run auth`
 * runs), each on its own free loopback port, all with the same `env` (AUTH_REDIS_URL,
 * AUTH_SECRET, ...). Separate processes, as behind a real load balancer: they share only Redis.
 */
export async function startAuthInstances(count: number, env: Record<string, string>): Promise<AuthInstances> {
  const dir = `${root}.cache/auth-instances-${process.pid}`
  mkdirSync(dir, { recursive: true })
  const bundle = `${dir}/server.mjs`
  await buildServer(bundle)
  // `root` is this folder, which has no .env files: only `env` configures the instances.
  const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); const s = await m.serveFromCli({ root: ${JSON.stringify(dir)}, mode: 'api', defaultPort: 0 }); console.log(s.url)`
  const children: ChildProcess[] = []
  const urls: string[] = []
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
          ),
      ),
    )
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; i < count; i++) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { PATH: process.env.PATH, ...env },
      })
      children.push(child)
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout!.once('data', (chunk: Buffer) => {
          // The first line is the URL; the request log that follows is not read, but must flow.
          child.stdout!.resume()
          resolve(chunk.toString().split('\n')[0].trim())
        })
        child.once('exit', (code) => reject(new Error(`auth instance exited with ${code}`)))
      })
      urls.push(`${url}/api/auth`)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { urls, stop }
}
