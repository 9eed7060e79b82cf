import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '../../../web/server/serve.ts'
import { freePort, waitFor } from '../../peers/net.ts'
import { test as base } from '../fixtures.ts'
// @ts-expect-error: a script without types
import { prepareConsumers } from '../../../scripts/prepare-consumers.mjs'

// The consumer apps of tests/consumers, installed and built from the kit's tarball
// (scripts/prepare-consumers.mjs, started by the global setup and finished or reused here), each
// served as its developer would serve it, against the run's anvil and WalletConnect relay.

/** The WalletConnect project id the consumers are given; the local relay takes any. */
const PROJECT_ID = 'beacon-consumers'

export interface Consumer {
  url: string
  origin: string
}

interface ConsumerFixtures {
  consumerDirs: Record<'vite-app' | 'next-app', string>
  viteConsumer: Consumer
  nextConsumer: Consumer
}

const origin = (url: string) => new URL(url).origin

/**
 * The Vite app's build served by this repository's production server, which sends the strict
 * Content-Security-Policy of docs/operations.md for the same node and relay; the deployment's
 * settings go beside the page, where the app fetches them.
 */
async function serveViteApp(dir: string): Promise<{ consumer: Consumer; stop: () => Promise<void> }> {
  const dist = join(dir, 'dist')
  const settings = { rpcUrl: process.env.E2E_RPC_URL, relayUrl: process.env.E2E_WC_RELAY_URL, projectId: PROJECT_ID }
  writeFileSync(join(dist, 'config.json'), JSON.stringify(settings))
  const env = {
    VITE_CHAIN_ID: process.env.E2E_CHAIN_ID!,
    VITE_RPC_URL: process.env.E2E_RPC_URL!,
    VITE_WC_RELAY_URL: process.env.E2E_WC_RELAY_URL!,
    VITE_WC_PROJECT_ID: PROJECT_ID,
  }
  const server = await serve({ distDir: dist, env, host: '127.0.0.1', port: 0, log: () => {} })
  return { consumer: { url: server.url, origin: origin(server.url) }, stop: () => server.close() }
}

/** `next start` on a free loopback port, with the node, relay and project id in its environment. */
async function startNextApp(dir: string): Promise<{ consumer: Consumer; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
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
        RPC_URL: process.env.E2E_RPC_URL,
        WC_RELAY_URL: process.env.E2E_WC_RELAY_URL,
        WC_PROJECT_ID: PROJECT_ID,
      },
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitFor('next start', async () => (await fetch(url)).ok, 60_000)
  return {
    consumer: { url, origin: url },
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

export const test = base.extend<object, ConsumerFixtures>({
  consumerDirs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
    async ({}, use) => use(await prepareConsumers()),
    // A fresh clone installs and builds both apps here (the global setup has started it).
    { scope: 'worker', timeout: 900_000 },
  ],
  viteConsumer: [
    async ({ consumerDirs }, use) => {
      const { consumer, stop } = await serveViteApp(consumerDirs['vite-app'])
      await use(consumer)
      await stop()
    },
    { scope: 'worker' },
  ],
  nextConsumer: [
    async ({ consumerDirs }, use) => {
      const { consumer, stop } = await startNextApp(consumerDirs['next-app'])
      await use(consumer)
      await stop()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})

export { expect } from '../fixtures.ts'
