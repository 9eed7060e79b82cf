import { serveViteConsumer, startNextConsumer, type ConsumerPeers, type ConsumerServer } from '../../peers/consumers.ts'
import { test as base } from '../fixtures.ts'
// @ts-expect-error: a script without types
import { prepareConsumers } from '../../../scripts/prepare-consumers.mjs'

// The consumer apps of tests/consumers, installed and built from the kit's tarball
// (scripts/prepare-consumers.mjs, started by the global setup and finished or reused here), each
// served against the run's anvil and WalletConnect relay (tests/peers/consumers.ts).

export interface Consumer {
  url: string
  origin: string
}

interface ConsumerFixtures {
  consumerDirs: Record<'vite-app' | 'next-app', string>
  viteConsumer: Consumer
  nextConsumer: Consumer
}

const peers = (): ConsumerPeers => ({
  chainId: Number(process.env.E2E_CHAIN_ID),
  rpcUrl: process.env.E2E_RPC_URL!,
  relayUrl: process.env.E2E_WC_RELAY_URL!,
})

async function served(start: Promise<ConsumerServer>, use: (consumer: Consumer) => Promise<void>) {
  const server = await start
  try {
    await use({ url: server.url, origin: new URL(server.url).origin })
  } finally {
    await server.stop()
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
    async ({ consumerDirs }, use) => served(serveViteConsumer(consumerDirs['vite-app'], peers()), use),
    { scope: 'worker' },
  ],
  nextConsumer: [
    async ({ consumerDirs }, use) => served(startNextConsumer(consumerDirs['next-app'], peers()), use),
    { scope: 'worker', timeout: 90_000 },
  ],
})

export { expect } from '../fixtures.ts'
