import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { startRedis, type Redis } from '../../peers/redis.ts'
import { serve, type RunningServer, type ServeOptions } from '../../../web/server/serve.ts'

// The production server as operators run it: health and readiness, one log line per request,
// slow clients cut off, and a shutdown that lets requests in flight finish.
const alice = privateKeyToAccount(DEV_KEYS[1])
const dataDir = mkdtempSync(join(tmpdir(), 'kit-ops-'))
const running: RunningServer[] = []
let redis: Redis

beforeAll(async () => {
  redis = await startRedis()
})
afterEach(async () => {
  for (const server of running.splice(0)) await server.close()
})
afterAll(async () => {
  await redis?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(
  options: Partial<ServeOptions> & { env?: Record<string, string> } = {},
): Promise<{ server: RunningServer; lines: string[] }> {
  const lines: string[] = []
  const server = await serve({
    host: '127.0.0.1',
    port: 0,
    log: (line) => lines.push(line),
    ...options,
    env: { VITE_CHAIN_ID: '31337', VITE_RPC_URL: 'http://127.0.0.1:9', AUTH_DATA_DIR: dataDir, ...options.env },
  })
  running.push(server)
  return { server, lines }
}

/** A SIWE message for a fresh nonce from `server`, signed by alice. */
async function signedFor(server: RunningServer) {
  const { nonce } = (await (await fetch(`${server.url}/api/auth/nonce`)).json()) as { nonce: string }
  const origin = new URL(server.url)
  const message = createSiweMessage({
    domain: origin.host,
    uri: server.url,
    address: alice.address,
    chainId: 31337,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  return { nonce, message, signature: await alice.signMessage({ message }) }
}

describe('health and readiness', () => {
  it('/healthz answers while the process runs; /readyz says whether the key and Redis are there', async () => {
    const { server } = await start({ env: { AUTH_REDIS_URL: redis.url } })
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${server.url}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { accepting: true, key: true, store: true } },
    ])
    await redis.stop()
    try {
      const down = await fetch(`${server.url}/readyz`)
      expect([down.status, await down.json()]).toEqual([
        503,
        { status: 'not_ready', checks: { accepting: true, key: true, store: false } },
      ])
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await redis.restart()
    }
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 5000 }).toBe(200)
  })

  it('answers on the app server too, and refuses other methods', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kit-ops-dist-'))
    try {
      const { server } = await start({ distDir: dist })
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      expect((await fetch(`${server.url}/healthz`, { method: 'POST' })).status).toBe(405)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('request log', () => {
  it('writes one JSON line per request with its id, status and duration, and no cookie, token, signature or address', async () => {
    const { server, lines } = await start()
    const signed = await signedFor(server)
    const verified = await fetch(`${server.url}/api/auth/verify?token=${signed.nonce}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'lb-42' },
      body: JSON.stringify({ message: signed.message, signature: signed.signature }),
    })
    expect(verified.status).toBe(200)
    const cookie = verified.headers.get('set-cookie')!.split(';')[0]
    const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } })
    expect(session.status).toBe(200)
    await expect.poll(() => lines.length).toBe(3)
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/auth/nonce', 200],
      ['POST', '/api/auth/verify', 200],
      ['GET', '/api/auth/session', 200],
    ])
    for (const entry of entries) {
      expect(typeof entry.durationMs).toBe('number')
      expect(entry.id).toMatch(/^[\w.:-]+$/)
      expect(entry.client).toBe('127.0.0.0/24')
    }
    // A proxy's id is kept; ours is sent back either way, so a client can quote it.
    expect(entries[1].id).toBe('lb-42')
    expect(verified.headers.get('x-request-id')).toBe('lb-42')
    expect(session.headers.get('x-request-id')).toBe(entries[2].id)
    const text = lines.join('\n')
    for (const secret of [
      cookie.split('=')[1],
      signed.signature,
      signed.nonce,
      alice.address,
      alice.address.toLowerCase(),
      '127.0.0.1',
    ]) {
      expect(text).not.toContain(secret)
    }
  })
})

/** Opens a raw connection and returns what the server sent and when it closed the socket. */
function rawClient(port: number) {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.on('error', () => {})
  return { socket, closed, received: () => received }
}

describe('timeouts', () => {
  it('cuts off a client that sends its headers too slowly, with 408', async () => {
    const { server } = await start({ timeouts: { headersMs: 400 } })
    const client = rawClient(Number(new URL(server.url).port))
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n')
    // One more header line every 100 ms, never the blank line that ends them.
    let n = 0
    const drip = setInterval(() => client.socket.writable && client.socket.write(`X-Slow-${n++}: y\r\n`), 100)
    try {
      await client.closed
    } finally {
      clearInterval(drip)
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('closes a connection that never sends a request, and an idle keep-alive one', async () => {
    const { server } = await start({ timeouts: { headersMs: 400, idleMs: 300 } })
    const port = Number(new URL(server.url).port)
    const silent = rawClient(port)
    await silent.closed
    const idle = rawClient(port)
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    await idle.closed
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*keep-alive/i)
  })
})

describe('keep-alive', () => {
  it('adds no listener to a connection per request it carries', async () => {
    const { server } = await start()
    const connected = new Promise<Socket>((resolve) => server.server.once('connection', resolve))
    const client = rawClient(Number(new URL(server.url).port))
    const answers = (n: number) => expect.poll(() => client.received().match(/HTTP\/1\.1 200 /g)?.length ?? 0).toBe(n)
    const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'
    client.socket.write(request)
    await answers(1)
    const socket = await connected
    const afterOne = socket.listenerCount('close')
    client.socket.write(request.repeat(20))
    await answers(21)
    expect(socket.listenerCount('close')).toBe(afterOne)
    client.socket.end()
  })
})

describe('graceful shutdown', () => {
  it('finishes a sign-in in flight and takes no new connection', async () => {
    const { server, lines } = await start({ timeouts: { drainMs: 600_000 } })
    const signed = await signedFor(server)
    const body = Buffer.from(JSON.stringify({ message: signed.message, signature: signed.signature }))
    const { port } = new URL(server.url)
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/auth/verify',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    })
    const answer = new Promise<{ status: number; cookie: string | undefined; connection: string | undefined }>(
      (resolve, reject) => {
        req.on('response', (res) => {
          res.resume()
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              cookie: res.headers['set-cookie']?.[0],
              connection: res.headers.connection,
            }),
          )
        })
        req.on('error', reject)
      },
    )
    // In flight: the server has its headers and half its body when the shutdown begins.
    const arrived = new Promise((resolve) => server.server.once('request', resolve))
    req.write(body.subarray(0, 100))
    await arrived
    const closing = server.close()
    // A new connection is refused: nothing is received on it.
    const late = rawClient(Number(port))
    late.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    await late.closed
    expect(late.received()).toBe('')
    req.end(body.subarray(100))
    // Its answer says the connection ends with it, so the client sends nothing more on it.
    expect(await answer).toMatchObject({
      status: 200,
      cookie: expect.stringMatching(/^kit_siwe=/),
      connection: 'close',
    })
    // The drain deadline is far beyond the test's timeout: the close must end because nothing is left.
    await closing
    expect(lines.map((line) => (JSON.parse(line) as { path: string; status: number }).status)).toEqual([200, 200])
  })

  it('keeps idle keep-alive connections through the not-ready window and answers a request on one with connection: close', async () => {
    const { server } = await start({ timeouts: { notReadyMs: 2000 } })
    const port = Number(new URL(server.url).port)
    const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'
    const [used, unused] = [rawClient(port), rawClient(port)]
    for (const client of [used, unused]) {
      client.socket.write(request)
      await expect.poll(() => client.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*keep-alive[\s\S]*\{"status":"ok"\}$/i)
    }
    const closing = server.close()
    // A client that has not yet heard of the shutdown sends on its connection: it is answered, and
    // told the connection closes, rather than finding it closed under its request.
    const before = used.received().length
    used.socket.write(request)
    await used.closed
    expect(used.received().slice(before)).toMatch(/^HTTP\/1\.1 200 [\s\S]*connection: close[\s\S]*\{"status":"ok"\}$/i)
    // The other was kept open meanwhile, and is closed once the window is over.
    expect(unused.socket.readableEnded).toBe(false)
    await unused.closed
    await closing
  })
})
