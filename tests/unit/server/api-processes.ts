import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { buildServer } from '../../../scripts/lib/server-build.mjs'
import { startRedis } from '../../peers/redis.ts'

/** One process of the compiled API, and the port it listens on. */
export interface ApiProcess {
  child: ChildProcess
  port: number
}

export interface ApiProcesses {
  /** Starts one more process; resolves once it listens. */
  start(): Promise<ApiProcess>
  /** Stops Redis and removes the build (the processes are the test's to end). */
  close(): Promise<void>
}

/**
 * The compiled server (API only) as separate processes over one Redis, as the load tests run it:
 * built once into .cache, with the variables every instance shares and `env` on top (the
 * test's origin, its not-ready window, a fixed PORT if it restarts on one).
 */
export async function apiProcesses(name: string, env: Record<string, string>): Promise<ApiProcesses> {
  const dir = fileURLToPath(new URL(`../../../.cache/${name}-${process.pid}`, import.meta.url))
  const bundle = `${dir}/server.mjs`
  mkdirSync(dir, { recursive: true })
  await buildServer(bundle)
  const redis = await startRedis()
  const variables = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    VITE_CHAIN_ID: '31337',
    VITE_RPC_URL: 'http://127.0.0.1:9',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    AUTH_REDIS_URL: redis.url,
    // The users come from many addresses, named by X-Forwarded-For as a proxy would.
    AUTH_TRUSTED_PROXIES: '1',
    ...env,
  }
  const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); const s = await m.serveFromCli({ root: ${JSON.stringify(dir)}, mode: 'api', defaultPort: 0 }); console.log(s.url)`
  return {
    async start() {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: variables,
      })
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout!.once('data', (chunk: Buffer) => {
          child.stdout!.resume()
          resolve(chunk.toString().split('\n')[0].trim())
        })
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
      })
      return { child, port: Number(new URL(url).port) }
    },
    async close() {
      await redis.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The X-Forwarded-For of the load tests' `n`th user: each its own address, for the rate limits. */
export const forwardedFor = (n: number) => ({
  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
})

/** A verify request's body: `account` signs in at `origin` (on anvil's chain) with `nonce`. */
export async function verifyBody(account: PrivateKeyAccount, origin: string, nonce: string): Promise<string> {
  const message = createSiweMessage({
    domain: new URL(origin).host,
    uri: origin,
    address: account.address,
    chainId: 31337,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}
