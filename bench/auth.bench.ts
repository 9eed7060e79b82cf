// Load test of the auth API scaled out: two processes of the production server (API only) on
// one Redis, all on 127.0.0.1. Virtual users sign in for a fixed time: each takes a nonce from
// one instance, signs, and sends the same signed message to BOTH instances at once, so every
// sign-in also tries to use its nonce twice. Prints sign-ins per second, p50/p95 latency (the
// two server round trips; client-side signing excluded) and the nonces that were lost (refused
// by both) or doubly used (accepted by both): both must be zero.
import { randomBytes } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { startAuthInstances } from '../tests/peers/auth-instances.ts'
import { startRedis } from '../tests/peers/redis.ts'

const SECONDS = Number(process.env.AUTH_BENCH_SECONDS ?? 10)
const USERS = Number(process.env.AUTH_BENCH_USERS ?? 32)
const ORIGIN = 'http://app.bench.test'

const redis = await startRedis()
const instances = await startAuthInstances(2, {
  VITE_CHAIN_ID: '31337',
  VITE_RPC_URL: 'http://127.0.0.1:9',
  AUTH_ORIGINS: ORIGIN,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  AUTH_REDIS_URL: redis.url,
  // The users below come from many addresses, named by X-Forwarded-For as a proxy would.
  AUTH_TRUSTED_PROXIES: '1',
})

const account = privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`)
const latencies: number[] = []
const counts = { signIns: 0, lost: 0, doublyUsed: 0, errors: 0 }
let client = 0

async function signInOnce(user: number): Promise<void> {
  const issuer = instances.urls[user % 2]
  client++
  const forwarded = { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` }
  const t0 = performance.now()
  const res = await fetch(`${issuer}/nonce`, { headers: forwarded })
  const t1 = performance.now()
  if (!res.ok) return void counts.errors++
  const { nonce } = (await res.json()) as { nonce: string }
  const message = createSiweMessage({
    domain: new URL(ORIGIN).host,
    uri: ORIGIN,
    address: account.address,
    chainId: 31337,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  const body = JSON.stringify({ message, signature: await account.signMessage({ message }) })
  const t2 = performance.now()
  const answers = await Promise.all(
    instances.urls.map((url) =>
      fetch(`${url}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body,
      }).then(async (r) => ({
        status: r.status,
        code: ((await r.json()) as { error?: string }).error,
      })),
    ),
  )
  const t3 = performance.now()
  const accepted = answers.filter((a) => a.status === 200).length
  const refused = answers.filter((a) => a.code === 'invalid_nonce').length
  if (accepted === 1 && refused === 1) {
    counts.signIns++
    latencies.push(t1 - t0 + (t3 - t2))
  } else if (accepted > 1) counts.doublyUsed++
  else if (refused === answers.length) counts.lost++
  else counts.errors++
}

const start = performance.now()
const deadline = start + SECONDS * 1000
await Promise.all(
  Array.from({ length: USERS }, async (_, user) => {
    while (performance.now() < deadline) await signInOnce(user)
  }),
)
const elapsed = (performance.now() - start) / 1000
await instances.stop()
await redis.close()

latencies.sort((a, b) => a - b)
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
console.log(
  `auth API, 2 instances + Redis, ${USERS} concurrent users for ${elapsed.toFixed(1)} s (each sign-in: 1 nonce + the same verify on both instances)`,
)
console.table({
  'sign-ins/s': Number((counts.signIns / elapsed).toFixed(1)),
  'p50 ms': Number(pct(50).toFixed(1)),
  'p95 ms': Number(pct(95).toFixed(1)),
  'sign-ins': counts.signIns,
  'lost nonces': counts.lost,
  'doubly used nonces': counts.doublyUsed,
  'other errors': counts.errors,
})
if (counts.lost || counts.doublyUsed || counts.errors) process.exitCode = 1
