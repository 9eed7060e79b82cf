import { expect, test } from '@playwright/test'
import { recordOutsideRequests } from './fixtures.ts'

// The guard every other browser test relies on (rule: no network beyond loopback): Playwright's
// own test here, without the fixture that fails a test on any such request.
test('a request or a socket beyond loopback is refused at once and recorded; loopback is not', async ({ page }) => {
  const outside: string[] = []
  recordOutsideRequests(page, outside)
  // Refused by the browser's proxy (TEST_CHROMIUM_ARGS), not by a network that happens to be missing.
  const errors = new Set<string>()
  page.on('requestfailed', (request) => void errors.add(request.failure()?.errorText ?? ''))
  // A page served on loopback (the chain's node answers a GET) without the app's
  // Content-Security-Policy, which would stop these before the network.
  await page.goto(process.env.E2E_RPC_URL!)
  const outcome = await page.evaluate(async (rpc) => {
    const reach = (url: string) =>
      fetch(url, { mode: 'no-cors' }).then(
        () => 'reached',
        () => 'refused',
      )
    const socket = new WebSocket('wss://relay.walletconnect.org/')
    const closed = new Promise((resolve) => (socket.onclose = () => resolve('closed')))
    return {
      name: await reach('https://example.com/'),
      address: await reach('http://93.184.216.34/'),
      loopback: await reach(rpc),
      socket: await closed,
    }
  }, process.env.E2E_RPC_URL!)
  expect(outcome).toEqual({ name: 'refused', address: 'refused', loopback: 'reached', socket: 'closed' })
  expect(outside.sort()).toEqual(['http://93.184.216.34/', 'https://example.com/', 'wss://relay.walletconnect.org/'])
  expect([...errors]).toEqual(['net::ERR_PROXY_CONNECTION_FAILED'])
})
