import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { NonceStore } from '../../../web/server/auth/nonce-store.ts'
import { AuthError } from '../../../web/server/auth/index.ts'
import {
  expectRefusal,
  getNonce,
  message,
  postVerify,
  startAuthServer,
  tempDataDir,
  NO_RPC,
  type AuthServer,
} from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])

let data: ReturnType<typeof tempDataDir>
let server: AuthServer
beforeEach(async () => {
  data = tempDataDir()
  server = await startAuthServer({
    rpcUrl: NO_RPC,
    dataDir: data.dir,
    rateLimit: { capacity: 3, refillPerSecond: 0.5 },
  })
})
afterEach(async () => {
  await server.close()
  data.remove()
})

async function signedWithNonceFrom(issuedAt: number) {
  const clock = server.clock.now
  server.clock.now = issuedAt
  const nonce = await getNonce(server)
  server.clock.now = clock
  // The message is made "now", so only the nonce's age matters.
  const text = message(server, alice.address, nonce)
  return { message: text, signature: await alice.signMessage({ message: text }) }
}

describe('nonces', () => {
  it('are accepted until 5 minutes after issue, then refused as expired', async () => {
    const start = server.clock.now
    const early = await signedWithNonceFrom(start)
    const late = await signedWithNonceFrom(start)
    server.clock.now = start + 5 * 60_000 - 1
    expect((await postVerify(server, early)).status).toBe(200)
    server.clock.now = start + 5 * 60_000
    await expectRefusal(await postVerify(server, late), 401, 'nonce_expired')
  })

  it('are good for one attempt, even a failed one', async () => {
    const body = await signedWithNonceFrom(server.clock.now)
    const wrong = await privateKeyToAccount(DEV_KEYS[3]).signMessage({ message: body.message })
    // With no RPC the server cannot tell whether alice is a contract account: 502, nonce spent.
    await expectRefusal(await postVerify(server, { ...body, signature: wrong }), 502, 'rpc_unavailable')
    await expectRefusal(await postVerify(server, body), 401, 'invalid_nonce')
  })

  it('are rate-limited per client with a token bucket', async () => {
    for (let i = 0; i < 3; i++) await getNonce(server, 'a')
    const limited = await fetch(`${server.url}/nonce`, { headers: { 'x-test-client': 'a' } })
    expect(limited.headers.get('retry-after')).toBe('2')
    await expectRefusal(limited, 429, 'rate_limited')
    // Another client has its own bucket.
    await getNonce(server, 'b')
    // One token back after 2 s at 0.5 tokens/s; only one.
    server.clock.now += 2000
    await getNonce(server, 'a')
    expect((await fetch(`${server.url}/nonce`, { headers: { 'x-test-client': 'a' } })).status).toBe(429)
  })

  it('are bounded in number in the embedded store, and expired ones make room', () => {
    const store = new NonceStore(2)
    store.add('first', 1000, 0)
    store.add('second', 1000, 0)
    expect(() => store.add('third', 1000, 0)).toThrow(AuthError)
    store.add('fourth', 2000, 1000)
    expect(store.size).toBe(1)
    expect(store.consume('first', 1000)).toBe('unknown')
    expect(store.consume('fourth', 1999)).toBe('ok')
  })
})
