import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { isHex, type Hex } from 'viem'
import { clientIp } from './client-ip.ts'
import { FRAMED_PARAM } from '../../shared/auth/framed.ts'
import { readCookie, serializeCookie } from './cookies.ts'
import { AuthError, InvalidSignatureError, RateLimitError } from '../../shared/auth/errors.ts'
import { readJsonBody, sendJson } from './http.ts'
import { fileKey, type SessionKeys } from './keys.ts'
import { NONCE_TTL_MS } from '../../shared/auth/nonce.ts'
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limit.ts'
import { newSessionId, SessionCodec, type Session } from './session.ts'
import { createSignatureVerifier } from '../../shared/auth/signature.ts'
import { checkSiweMessage } from '../../shared/auth/siwe-check.ts'
import { MemoryStore, type AuthStore } from './store/index.ts'

export interface AuthHandlerOptions {
  /**
   * Origins the app is served from, e.g. `https://app.example.com`. A SIWE message must name one
   * of their hosts as its domain and a URI on that origin. A function is called per request, for
   * servers whose port is known only once they listen.
   */
  origins: readonly string[] | (() => readonly string[])
  chainId: number
  /** JSON-RPC endpoint for contract-account (EIP-1271) checks; viem's public RPC when unset. */
  rpcUrl?: string
  /** Where the session key lives when no `keys` are given; created on first sign-in. */
  dataDir?: string
  /** Session token keys shared by all instances (AUTH_SECRET); a key file in `dataDir` by default. */
  keys?: SessionKeys
  /** Nonces, rate-limit buckets and revocations; this process's memory by default. */
  store?: AuthStore
  /** Clock in milliseconds since the epoch; tests move it. */
  now?: () => number
  /** Path the API answers under. */
  basePath?: string
  sessionTtlMs?: number
  /** Nonce issuance per client. */
  rateLimit?: RateLimit
  /** Identifies a client for rate limiting; its IP (see `trustedProxies`) by default. */
  clientKey?: (req: IncomingMessage) => string
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted; none by default. */
  trustedProxies?: number
  /** Forces the cookie's Secure flag; by default it is set when every origin is https. */
  secureCookie?: boolean
}

/** A node:http request handler that is also Connect-style middleware (Vite's servers). */
export interface AuthHandler {
  (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void
  /** Readiness: the session key is loaded and the store answers and takes writes. */
  ready(): Promise<{ key: boolean; store: boolean }>
  /** Closes the store's connections. */
  close(): Promise<void>
}

export const DEFAULT_BASE_PATH = '/api/auth'
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_DATA_DIR = '.data/auth'
const MAX_MESSAGE_CHARS = 4096

type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/** Sign-In with Ethereum: GET nonce, POST verify, GET session, POST logout and logout-all under `basePath`. */
export function createAuthHandler(options: AuthHandlerOptions): AuthHandler {
  const now = options.now ?? Date.now
  const basePath = (options.basePath ?? DEFAULT_BASE_PATH).replace(/\/+$/, '')
  const ttl = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
  const store = options.store ?? new MemoryStore()
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT
  const fileKeys = fileKey(resolve(options.dataDir ?? DEFAULT_DATA_DIR))
  const sessions = new SessionCodec(options.keys ?? fileKeys)
  const verifySignature = createSignatureVerifier(options)
  const clientKey = options.clientKey ?? ((req) => clientIp(req, options.trustedProxies))

  const origins = () =>
    (typeof options.origins === 'function' ? options.origins() : options.origins).map((o) => new URL(o))
  const secure = () => options.secureCookie ?? origins().every((o) => o.protocol === 'https:')
  // The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and Path=/.
  const cookieName = () => (secure() ? '__Host-kit_siwe' : 'kit_siwe')
  // The client says when it runs framed (FRAMED_PARAM); that cookie variant is set and cleared.
  const setCookie = (req: IncomingMessage, res: ServerResponse, value: string, maxAgeMs: number) =>
    res.setHeader(
      'set-cookie',
      serializeCookie(cookieName(), value, {
        maxAgeSeconds: maxAgeMs / 1000,
        secure: secure(),
        framed: requestUrl(req).searchParams.get(FRAMED_PARAM) === '1',
      }),
    )
  /** The cookie's session if it is authentic, unexpired and for our chain; revoked or not. */
  const cookieSession = (req: IncomingMessage): Session | undefined => {
    const session = sessions.decode(readCookie(req.headers.cookie, cookieName()), now())
    return session?.chainId === options.chainId ? session : undefined
  }
  const currentSession = async (req: IncomingMessage): Promise<Session | undefined> => {
    const session = cookieSession(req)
    return session && !(await store.isRevoked(session, now())) ? session : undefined
  }
  const signOut = (req: IncomingMessage, res: ServerResponse) => {
    setCookie(req, res, '', 0)
    sendJson(res, 200, sessionBody(undefined))
  }

  const routes: Record<string, Partial<Record<string, Route>>> = {
    '/nonce': {
      async GET(req, res) {
        await store.takeToken(clientKey(req), rateLimit, now())
        // 128 random bits as 32 hex digits (EIP-4361 wants at least 8 alphanumerics).
        const nonce = randomBytes(16).toString('hex')
        await store.addNonce(nonce, now() + NONCE_TTL_MS, now())
        sendJson(res, 200, { nonce })
      },
    },
    '/verify': {
      async POST(req, res) {
        const { message, signature } = parseVerifyBody(await readJsonBody(req))
        const checked = checkSiweMessage(message, { origins: origins(), chainId: options.chainId, now: now() })
        // Used up before the signature is checked: a nonce buys exactly one attempt.
        const nonce = await store.takeNonce(checked.nonce, now())
        if (nonce === 'expired') throw new AuthError(401, 'nonce_expired', 'The nonce has expired; get a new one')
        if (nonce === 'unknown') throw new AuthError(401, 'invalid_nonce', 'The nonce is unknown or was already used')
        if (!(await verifySignature({ address: checked.address, message, signature }))) {
          throw new InvalidSignatureError(`The signature is not ${checked.address}'s`)
        }
        const issuedAt = now()
        const expiresAt = Math.min(issuedAt + ttl, checked.expirationTime?.getTime() ?? Infinity)
        const session: Session = {
          id: newSessionId(),
          address: checked.address,
          chainId: checked.chainId,
          issuedAt,
          expiresAt,
        }
        setCookie(req, res, sessions.encode(session), expiresAt - issuedAt)
        sendJson(res, 200, sessionBody(session))
      },
    },
    '/session': {
      async GET(req, res) {
        const session = await currentSession(req)
        // A cookie that no longer checks out (expired, revoked, other key, other chain) is removed.
        if (!session && req.headers.cookie?.includes(`${cookieName()}=`)) setCookie(req, res, '', 0)
        sendJson(res, 200, sessionBody(session))
      },
    },
    '/logout': {
      // Revoked, not just cleared: a copy of the cookie stops working too, on every instance.
      async POST(req, res) {
        const session = cookieSession(req)
        if (session) await store.revokeSession(session.id, session.expiresAt, now())
        signOut(req, res)
      },
    },
    '/logout-all': {
      // Sign out everywhere: every session of this address issued until now, on every device.
      async POST(req, res) {
        const session = await currentSession(req)
        if (!session) throw new AuthError(401, 'not_signed_in', 'Sign in to sign out everywhere')
        await store.revokeAddress(session.address, now(), now() + ttl)
        signOut(req, res)
      },
    },
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    route: Partial<Record<string, Route>>,
  ): Promise<void> {
    try {
      const handle = route[req.method ?? '']
      if (!handle) {
        res.setHeader('allow', Object.keys(route).join(', '))
        throw new AuthError(405, 'method_not_allowed', `Use ${Object.keys(route).join(' or ')}`)
      }
      if (req.method === 'POST') checkOrigin(req, origins())
      await handle(req, res)
    } catch (error) {
      if (res.headersSent) return void res.destroy()
      if (!(error instanceof AuthError)) {
        console.error('auth API:', error)
        return sendJson(res, 500, { error: 'internal', message: 'Internal error' })
      }
      const headers: Record<string, string> = {}
      if (error instanceof RateLimitError) headers['retry-after'] = String(error.retryAfterSeconds)
      // A refused oversized body may still be arriving; do not keep that connection.
      if (error.status === 413) headers.connection = 'close'
      sendJson(res, error.status, { error: error.code, message: error.message }, headers)
    }
  }

  const handler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => {
    const path = requestUrl(req).pathname
    const route = path.startsWith(`${basePath}/`) ? routes[path.slice(basePath.length)] : undefined
    if (route) return void serve(req, res, route)
    if (path.startsWith(`${basePath}/`))
      return sendJson(res, 404, { error: 'not_found', message: `No auth endpoint ${path}` })
    if (next) return next()
    sendJson(res, 404, { error: 'not_found', message: `Nothing at ${path}` })
  }
  // Loads the key file when there is one: a key that cannot be read or made is not ready.
  const keyLoaded = (): boolean => {
    try {
      return (options.keys ?? fileKeys).signing().length >= 32
    } catch (error) {
      console.error('auth API: the session key cannot be loaded:', error)
      return false
    }
  }
  return Object.assign(handler, {
    ready: async () => ({ key: keyLoaded(), store: await store.available() }),
    close: () => store.close(),
  })
}

function requestUrl(req: IncomingMessage): URL {
  // Connect strips a mount path from req.url but keeps the full one in originalUrl.
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  return new URL(url, 'http://localhost')
}

function parseVerifyBody(body: unknown): { message: string; signature: Hex } {
  const { message, signature } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (typeof message !== 'string' || !message || message.length > MAX_MESSAGE_CHARS) {
    throw new AuthError(
      400,
      'invalid_body',
      `"message" must be an EIP-4361 message of at most ${MAX_MESSAGE_CHARS} characters`,
    )
  }
  // The empty signature '0x' is a contract account's: a Safe that signed the message on-chain
  // (SignMessageLib) answers isValidSignature(hash, 0x) with the magic value. An EOA's is refused
  // as a wrong signature, with no code to ask.
  if (typeof signature !== 'string' || !isHex(signature, { strict: true })) {
    throw new AuthError(400, 'invalid_body', '"signature" must be a 0x-prefixed hex string')
  }
  return { message, signature }
}

/**
 * Browsers send Origin on every POST. SameSite=Strict (Partitioned when framed) already keeps the
 * cookie off other sites' requests; refusing foreign origins outright also stops cross-site
 * sign-in and logout attempts, the framing Safe host's own included.
 */
function checkOrigin(req: IncomingMessage, origins: URL[]): void {
  const origin = req.headers.origin
  if (origin && !origins.some((o) => o.origin === origin)) {
    throw new AuthError(403, 'origin_not_allowed', `Requests from ${origin} are not allowed`)
  }
}

function sessionBody(session: Session | undefined) {
  return session
    ? {
        authenticated: true,
        address: session.address,
        chainId: session.chainId,
        expiresAt: new Date(session.expiresAt).toISOString(),
      }
    : { authenticated: false }
}
