import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort, waitFor } from '../../peers/net.ts'
import { apiProcesses, forwardedFor, verifyBody, type ApiProcesses } from './api-processes.ts'
import { Readiness } from './readiness.ts'

// A load test across a restart, as an operator rolls a deploy: virtual users sign in without
// pause against the compiled server (API only, on Redis) while it gets SIGTERM and a new
// process takes its port. The users go through what a balancer does: it polls /readyz every
// 50 ms and sends nothing new unless a poll asked less than FRESH_MS ago answered 200
// (readiness.ts: SHUTDOWN_NOT_READY_MS gives it the time to notice, even on a starved machine,
// where one run lost 11 connections queued on the old process as it closed). Anything that then
// fails is a lost sign-in, and there must be none; a 503 store_unavailable (Redis slow to answer
// on a starved machine) accepted nothing, and that user starts over.
const ORIGIN = 'http://app.restart.test'
const USERS = 16
const NOT_READY_MS = 1000
const FRESH_MS = 500
/** Sign-ins before the SIGTERM, and on the new process before the end. */
const WARM_SIGN_INS = 20
const account = privateKeyToAccount(`0x${randomBytes(32).toString('hex')}`)
let api: ApiProcesses
let port: number

beforeAll(async () => {
  port = await freePort()
  api = await apiProcesses('restart-load', {
    PORT: String(port),
    AUTH_ORIGINS: ORIGIN,
    SHUTDOWN_NOT_READY_MS: String(NOT_READY_MS),
  })
})
afterAll(() => api?.close())

/** One HTTP exchange on a fresh connection. */
function exchange(
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; json: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers, agent: false },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, json: JSON.parse(text || '{}') as Record<string, string> }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The balancer's view of the one backend: open while a fresh /readyz answer says 200. */
class Balancer {
  #readiness = new Readiness(() => exchange('/readyz', {}).then((answer) => answer.status === 200), FRESH_MS)
  #timer = setInterval(() => this.#readiness.poll(), 50)

  /** Resolves once the backend is in rotation. */
  async admit(): Promise<void> {
    while (!this.#readiness.ready) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  stop() {
    clearInterval(this.#timer)
  }
}

/** One exchange through the balancer; counts those a SIGTERM found in flight. */
async function send(
  balancer: Balancer,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  clock: { termAt: number; inFlight: number },
) {
  await balancer.admit()
  const sentAt = Date.now()
  const answer = await exchange(path, headers, body)
  if (clock.termAt && sentAt < clock.termAt) clock.inFlight++
  return answer
}

it('loses no sign-in while the server restarts under load', async () => {
  let server = (await api.start()).child
  const balancer = new Balancer()
  const clock = { termAt: 0, inFlight: 0 }
  const counts = { signIns: 0, afterRestart: 0, unavailable: 0, lost: [] as string[] }
  let restarted = false
  let running = true
  let client = 0

  const unavailable = (answer: { status: number; json: Record<string, string> }) =>
    answer.status === 503 && answer.json.error === 'store_unavailable'
  const signIn = async () => {
    client++
    const forwarded = forwardedFor(client)
    try {
      const nonce = await send(balancer, '/api/auth/nonce', forwarded, undefined, clock)
      if (unavailable(nonce)) return void counts.unavailable++
      if (nonce.status !== 200) return void counts.lost.push(`nonce ${nonce.status} ${nonce.json.error}`)
      const body = await verifyBody(account, ORIGIN, nonce.json.nonce)
      const verified = await send(
        balancer,
        '/api/auth/verify',
        { 'content-type': 'application/json', ...forwarded },
        body,
        clock,
      )
      if (unavailable(verified)) return void counts.unavailable++
      if (verified.status !== 200) return void counts.lost.push(`verify ${verified.status} ${verified.json.error}`)
      counts.signIns++
      if (restarted) counts.afterRestart++
    } catch (error) {
      counts.lost.push(String(error))
    }
  }
  const users = Array.from({ length: USERS }, async () => {
    while (running) await signIn()
  })

  // Counted, not timed: a starved machine may take seconds for its first sign-ins.
  await waitFor('sign-ins before the restart', async () => counts.signIns >= WARM_SIGN_INS)
  const exited = new Promise((resolve) => server.once('exit', resolve))
  clock.termAt = Date.now()
  server.kill('SIGTERM')
  expect(await exited).toBe(0)
  server = (await api.start()).child
  restarted = true
  await waitFor('sign-ins on the new process', async () => counts.afterRestart >= WARM_SIGN_INS)
  running = false
  await Promise.all(users)
  balancer.stop()
  const exitedAgain = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exitedAgain

  expect(counts.lost).toEqual([])
  // The restart was under load: requests were in flight at SIGTERM, and the new process served sign-ins.
  expect(clock.inFlight).toBeGreaterThan(0)
  expect(counts.afterRestart).toBeGreaterThan(0)
  expect(counts.signIns).toBeGreaterThan(counts.afterRestart)
})
