import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Address, Hex, LocalAccount } from 'viem'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { afterAll, beforeAll } from 'vitest'
import { createAuthHandler, type AuthHandlerOptions } from '../../../web/server/auth/index.ts'
import { startAnvil, type Anvil } from '../../peers/anvil.ts'

/** The app origin every test server accepts messages for. */
export const APP_ORIGIN = 'http://127.0.0.1:5173'
export const CHAIN_ID = 31337
/** An RPC nobody answers: EOA signatures are checked locally, so sign-in must not need one. */
export const NO_RPC = 'http://127.0.0.1:9'

/** A clock tests move by hand. */
export interface Clock {
  now: number
}

export interface AuthServer {
  url: string
  clock: Clock
  dataDir: string
  close(): Promise<void>
}

/** A temporary data dir, removed by the returned cleanup. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'auth-test-'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The auth handler on a bare node:http server on 127.0.0.1, with an injected clock. */
export async function startAuthServer(
  options: Partial<AuthHandlerOptions> & { rpcUrl: string; dataDir: string },
  clock: Clock = { now: Date.now() },
): Promise<AuthServer> {
  const handler = createAuthHandler({
    origins: [APP_ORIGIN],
    chainId: CHAIN_ID,
    now: () => clock.now,
    // Tests name their client in a header, so rate limits can be tested per client.
    clientKey: (req) => String(req.headers['x-test-client'] ?? 'default'),
    rateLimit: { capacity: 1000, refillPerSecond: 1000 },
    ...options,
  })
  const server: Server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}/api/auth`,
    clock,
    dataDir: options.dataDir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await handler.close()
    },
  }
}

export async function getNonce(server: AuthServer, client = 'default'): Promise<string> {
  const res = await fetch(`${server.url}/nonce`, { headers: { 'x-test-client': client } })
  if (!res.ok) throw new Error(`nonce: ${res.status}`)
  return ((await res.json()) as { nonce: string }).nonce
}

/** A SIWE message as the app makes it, for `address`, at the server's current time. */
export function message(
  server: AuthServer,
  address: Address,
  nonce: string,
  overrides: Partial<SiweMessage> = {},
): string {
  const { host } = new URL(APP_ORIGIN)
  return createSiweMessage({
    domain: host,
    uri: APP_ORIGIN,
    address,
    chainId: CHAIN_ID,
    nonce,
    version: '1',
    issuedAt: new Date(server.clock.now),
    ...overrides,
  })
}

export function postVerify(server: AuthServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** Gets a nonce, signs a message with `account` and posts it: the whole sign-in. */
export async function signIn(
  server: AuthServer,
  account: LocalAccount,
  overrides: Partial<SiweMessage> = {},
): Promise<{ res: Response; text: string; signature: Hex }> {
  const text = message(server, account.address, await getNonce(server), overrides)
  const signature = await account.signMessage({ message: text })
  return { res: await postVerify(server, { message: text, signature }), text, signature }
}

/** `name=value` of the response's Set-Cookie, for sending back as a Cookie header. */
export function cookieOf(res: Response): string {
  const header = res.headers.get('set-cookie')
  if (!header) throw new Error('no Set-Cookie')
  return header.split(';')[0]
}

export async function session(
  server: AuthServer,
  cookie?: string,
): Promise<{ authenticated: boolean; address?: string; chainId?: number; expiresAt?: string }> {
  const res = await fetch(`${server.url}/session`, { headers: cookie ? { cookie } : {} })
  return (await res.json()) as { authenticated: boolean }
}

/** A refusal: the status, a JSON `{ error, message }` body with `code`, and no cookie set. */
export async function expectRefusal(res: Response, status: number, code: string): Promise<void> {
  const body = (await res.json()) as { error?: string; message?: string }
  const summary = {
    status: res.status,
    error: body.error,
    hasMessage: typeof body.message === 'string',
    setCookie: res.headers.get('set-cookie'),
  }
  if (summary.status !== status || summary.error !== code || !summary.hasMessage || summary.setCookie !== null) {
    throw new Error(
      `expected ${status} ${code} without a cookie, got ${JSON.stringify({ ...summary, message: body.message })}`,
    )
  }
}

/**
 * For a test file: a real anvil (so "is this a contract account?" gets a real answer) and an auth
 * server checking signatures against it, started before the file's tests and stopped after.
 */
export function authServerOnAnvil(): {
  readonly anvil: Anvil
  readonly server: AuthServer
  readonly data: ReturnType<typeof tempDataDir>
} {
  const peers = {} as { anvil: Anvil; server: AuthServer; data: ReturnType<typeof tempDataDir> }
  beforeAll(async () => {
    peers.anvil = await startAnvil()
    peers.data = tempDataDir()
    peers.server = await startAuthServer({ rpcUrl: peers.anvil.url, dataDir: peers.data.dir })
  })
  afterAll(async () => {
    await peers.server?.close()
    await peers.anvil?.stop()
    peers.data?.remove()
  })
  return peers
}

/** POST /logout (or /logout-all) as the app sends it: with the cookie, from the app's origin. */
export function logout(
  server: AuthServer,
  cookie: string,
  endpoint: 'logout' | 'logout-all' = 'logout',
): Promise<Response> {
  return fetch(`${server.url}/${endpoint}`, { method: 'POST', headers: { cookie, origin: APP_ORIGIN } })
}
