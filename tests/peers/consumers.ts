import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '../../web/server/serve.ts'
import { freePort, waitFor } from './net.ts'

// The consumer apps of tests/consumers, installed (and the Next app built) by
// scripts/prepare-consumers.mjs, each built or served as its developer would, against a given node and WalletConnect relay: for the browser tests
// (tests/e2e/consumers) and the first-visit bench.

export interface ConsumerPeers {
  chainId: number
  rpcUrl: string
  relayUrl: string
}

export interface ConsumerServer {
  url: string
  stop(): Promise<void>
}

/** The WalletConnect project id the consumers are given; the local relay takes any. */
const PROJECT_ID = 'beacon-consumers'

/**
 * The Vite app built for the given node and relay (its environment, as `vite build` reads it from
 * a deployment's .env) and served by this repository's production server, which sends the strict
 * Content-Security-Policy of docs/operations.md for the same node and relay.
 */
export async function serveViteConsumer(dir: string, peers: ConsumerPeers): Promise<ConsumerServer> {
  const env = {
    VITE_CHAIN_ID: String(peers.chainId),
    VITE_RPC_URL: peers.rpcUrl,
    VITE_WC_RELAY_URL: peers.relayUrl,
    VITE_WC_PROJECT_ID: PROJECT_ID,
  }
  const dist = mkdtempSync(join(dir, 'dist-'))
  // Its own build script: the types checked against the package's .d.ts, then `vite build`.
  await built(
    spawn('npm', ['run', 'build', '--', '--outDir', dist, '--emptyOutDir'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, ...env },
    }),
  )
  const server = await serve({ distDir: dist, env, host: '127.0.0.1', port: 0, log: () => {} })
  return {
    url: server.url,
    async stop() {
      await server.close()
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/** Resolves when the build has exited with 0; rejects with what it printed otherwise (tsc's errors go to stdout). */
function built(child: ChildProcess): Promise<void> {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}:\n${output}`)),
    )
  })
}

/**
 * `next start` on a free loopback port, told its public origin (for sign-in), node, relay and
 * project id through its environment, as a deployment would.
 */
export async function startNextConsumer(dir: string, peers: ConsumerPeers): Promise<ConsumerServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        APP_ORIGIN: url,
        RPC_URL: peers.rpcUrl,
        WC_RELAY_URL: peers.relayUrl,
        WC_PROJECT_ID: PROJECT_ID,
      },
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitFor('next start', async () => (await fetch(url)).ok, 60_000)
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
