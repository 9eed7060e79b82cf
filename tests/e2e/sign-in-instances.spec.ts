import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { serve, type RunningServer } from '../../web/server/serve.ts'
import { startBalancer, type Balancer } from '../peers/balancer.ts'
import { freePort } from '../peers/net.ts'
import { startRedis, type Redis } from '../peers/redis.ts'
import { expect, test } from './fixtures.ts'

// The sign-in app behind a load balancer: two instances of the production server that share
// only Redis and AUTH_SECRET. The balancer sends every nonce request to instance 0 and every
// verification to instance 1, so each sign-in needs both; the rest goes round-robin.
let redis: Redis
let instances: RunningServer[] = []
let balancer: Balancer

test.beforeAll(async () => {
  redis = await startRedis()
  const port = await freePort()
  const env = {
    VITE_CHAIN_ID: process.env.E2E_CHAIN_ID!,
    VITE_RPC_URL: process.env.E2E_RPC_URL!,
    AUTH_ORIGINS: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    AUTH_REDIS_URL: redis.url,
    AUTH_TRUSTED_PROXIES: '1',
  }
  instances = await Promise.all(
    [0, 1].map(() => serve({ distDir: process.env.E2E_AUTH_APP_DIR!, env, host: '127.0.0.1', port: 0, log: () => {} })),
  )
  let next = 0
  balancer = await startBalancer(
    port,
    instances.map((i) => i.url),
    (req) => (req.url?.startsWith('/api/auth/nonce') ? 0 : req.url?.startsWith('/api/auth/verify') ? 1 : next++ % 2),
  )
})
test.afterAll(async () => {
  await balancer?.stop()
  for (const instance of instances) await instance.close()
  await redis?.close()
})

async function connect(page: Page) {
  await page.goto(balancer.url)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByRole('dialog', { name: 'Sign in to Beacon' })).toBeVisible()
}

/** The session each instance sees for `cookie`, asked directly, not through the balancer. */
function sessionsOn(cookie: string): Promise<boolean[]> {
  return Promise.all(
    instances.map(
      async (i) =>
        (
          (await (await fetch(`${i.url}/api/auth/session`, { headers: { cookie } })).json()) as {
            authenticated: boolean
          }
        ).authenticated,
    ),
  )
}

test('sign in with the nonce from one instance and the verification on the other; signing out revokes a copied cookie on both', async ({
  page,
}) => {
  await connect(page)
  await page.getByTestId('sign-in-button').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  expect(balancer.log).toEqual(expect.arrayContaining(['GET /api/auth/nonce → 0', 'POST /api/auth/verify → 1']))

  const stored = (await page.context().cookies()).find((c) => c.name === 'kit_siwe')!
  const cookie = `kit_siwe=${stored.value}`
  expect(await sessionsOn(cookie)).toEqual([true, true])

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect(page.getByTestId('sign-in-modal')).toHaveCount(0)

  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await expect.poll(() => sessionsOn(cookie)).toEqual([false, false])
})

test('Redis down: the sign-in step reports the error and nothing signs in; it works again once Redis is back', async ({
  page,
}) => {
  await page.goto(balancer.url)
  await redis.stop()
  try {
    await connect(page)
    await expect(page.getByTestId('sign-in-error')).toHaveText('Error preparing message, please retry!')
  } finally {
    await redis.restart()
  }
  // Each instance reconnects by itself; a balancer would send it requests once /readyz says so.
  for (const instance of instances)
    await expect.poll(async () => (await fetch(`${instance.url}/readyz`)).status).toBe(200)
  await page.getByTestId('sign-in-button').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
})
