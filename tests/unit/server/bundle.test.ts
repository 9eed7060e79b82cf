import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../scripts/lib/server-build.mjs'

const root = fileURLToPath(new URL('../../..', import.meta.url))
// Inside the repo, so the bundle's imports resolve from node_modules as dist-server/'s do.
const outDir = `${root}.cache/server-bundle-${process.pid}`
const outfile = `${outDir}/server.mjs`
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the compiled production server (dist-server/server.mjs)', () => {
  it('imports only Node built-ins and production dependencies, so `npm ci --omit=dev` can run it', async () => {
    const { metafile } = await buildServer(outfile)
    const imports = Object.values(metafile.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external).map((i) => i.path),
    )
    const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      dependencies: Record<string, string>
    }
    const packageOf = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/')
    const foreign = imports.filter(
      (i) => !i.startsWith('node:') && !builtinModules.includes(i) && !(packageOf(i) in dependencies),
    )
    expect(imports).toContain('viem')
    expect(foreign).toEqual([])
  })

  it('runs under plain node and answers the API', async () => {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); const s = await m.serveFromCli({ root: ${JSON.stringify(outDir)}, mode: 'api', defaultPort: 0 }); console.log(s.url)`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH },
    })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => {
          child.stdout.resume()
          resolve(chunk.toString().split('\n')[0].trim())
        })
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
      })
      const res = await fetch(`${url}/api/auth/nonce`)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { nonce: string }).nonce).toMatch(/^[0-9a-f]{32}$/)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })
})
