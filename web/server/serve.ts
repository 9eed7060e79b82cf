import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http'
import { Server, type AddressInfo, type Socket } from 'node:net'
import { authOptionsFromEnv, createAuthHandler, DEFAULT_BASE_PATH } from './auth/index.ts'
import { answerHealth } from './ops/health.ts'
import { logRequests, type LogSink } from './ops/request-log.ts'
import { securityHeaders } from './security/policy.ts'
import { answerCspReport } from './security/report.ts'
import { createStaticHandler } from './static.ts'

/** How long a client may take; a slow or idle one is cut off rather than holding a socket. */
export interface ServerTimeouts {
  /** From connecting to the end of the request's headers (a slow-headers client gets 408). */
  headersMs: number
  /** For the whole request, body included. */
  requestMs: number
  /** An idle keep-alive connection between requests. */
  idleMs: number
  /**
   * On shutdown, how long the server keeps taking connections (and keeps idle keep-alive ones)
   * while /readyz says 503, so a balancer that polls it stops sending first: closing a listening
   * socket resets the connections queued on it, and closing a keep-alive connection races the
   * client's next request on it. Set it above the balancer's check interval; 0 alone.
   */
  notReadyMs: number
  /** Then, how long requests in flight may still take before their sockets are closed. */
  drainMs: number
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 5_000,
  notReadyMs: 0,
  drainMs: 10_000,
}

export interface ServeOptions {
  /** The built app to serve next to the API; the API alone when undefined (`npm run auth`). */
  distDir?: string
  /** The server's variables: VITE_CHAIN_ID, VITE_RPC_URL and the AUTH_* ones. */
  env: Record<string, string | undefined>
  host: string
  /** 0 picks a free port. */
  port: number
  timeouts?: Partial<ServerTimeouts>
  /** Where the per-request JSON lines go; stdout by default. */
  log?: LogSink
}

export interface RunningServer {
  /** Where it listens, e.g. http://127.0.0.1:5173. */
  url: string
  server: HttpServer
  /**
   * Shuts down gracefully: for `notReadyMs` readiness answers 503 while requests are still
   * served, each answer with `connection: close`; then it stops accepting connections, closes
   * idle keep-alive ones, lets the requests in flight finish (up to `drainMs`) and closes the store.
   */
  close(): Promise<void>
}

/**
 * The production server: node:http, the auth API under /api/auth and, unless it serves the API
 * alone, the built app from `distDir`; /healthz and /readyz for load balancers; a JSON log line
 * per request. One module for `npm start` and `npm run auth`.
 */
export async function serve({ distDir, env, host, port, timeouts = {}, log }: ServeOptions): Promise<RunningServer> {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts }
  let origins: string[] = []
  const auth = createAuthHandler(authOptionsFromEnv(env, () => origins))
  const files = distDir ? createStaticHandler({ root: distDir }) : undefined
  const prefix = `${DEFAULT_BASE_PATH}/`
  const sink: LogSink = log ?? ((line) => process.stdout.write(`${line}\n`))
  // Computed once: the configuration does not change while the server runs.
  const pageHeaders = { http: securityHeaders(env, { https: false }), https: securityHeaders(env, { https: true }) }
  const trustedProxies = Number(env.AUTH_TRUSTED_PROXIES ?? 0)
  /** HTTPS directly, or behind a trusted proxy that says the client used it. */
  const isHttps = (req: IncomingMessage): boolean =>
    'encrypted' in req.socket ||
    (trustedProxies > 0 &&
      String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        .trim() === 'https')
  // A shutdown goes 'serving' → 'not-ready' (for `notReadyMs`) → 'stopped': see close().
  let phase: 'serving' | 'not-ready' | 'stopped' = 'serving'
  const checks = async () => ({ accepting: phase === 'serving', ...(await auth.ready()) })

  /** Answers not finished yet: a shutdown still turns those whose headers are unsent to `connection: close`. */
  const answering = new Set<ServerResponse>()
  /** Keep-alive connections between requests, with the bytes each had read when its last answer finished. */
  const idle = new Map<Socket, number>()
  // Closed only with nothing of a next request read, so no request is handled whose answer is
  // lost; one that has started to arrive is answered, with `connection: close`.
  const closeIfIdle = (socket: Socket) => {
    if (idle.get(socket) === socket.bytesRead) socket.destroy()
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    idle.delete(socket)
    answering.add(res)
    // Once shutting down, every answer tells the client the connection ends with it, so the
    // client sends its next request elsewhere rather than on a connection about to close.
    if (phase !== 'serving') res.setHeader('connection', 'close')
    res.once('close', () => answering.delete(res))
    res.once('finish', () => {
      // Node ends a connection whose answer said `connection: close` by itself.
      if (!socket.writable) return
      idle.set(socket, socket.bytesRead)
      if (phase === 'stopped') closeIfIdle(socket)
    })
    if (answerHealth(req, res, checks)) return
    if (!files || (req.url ?? '').startsWith(prefix)) return auth(req, res)
    if (answerCspReport(req, res, sink)) return
    for (const [name, value] of Object.entries(pageHeaders[isHttps(req) ? 'https' : 'http'])) res.setHeader(name, value)
    files(req, res).catch((error: unknown) => {
      console.error('static files:', error)
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  }
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.idleMs,
      // How often node checks the two timeouts above (30 s by default, longer than they are).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.headersMs / 4)),
    },
    logRequests(handle, sink),
  )
  // Once per connection, not per request: a keep-alive connection carries many requests.
  server.on('connection', (socket: Socket) => socket.once('close', () => idle.delete(socket)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port: bound } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  // Without AUTH_ORIGINS, sign-in messages must name the address we serve on (and localhost for 127.0.0.1).
  origins = [url, ...(host === '127.0.0.1' ? [`http://localhost:${bound}`] : [])]
  let closing: Promise<void> | undefined
  return {
    url,
    server,
    close: () =>
      (closing ??= (async () => {
        phase = 'not-ready'
        for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close')
        // Idle keep-alive connections stay open meanwhile: a client may be sending on one now,
        // and its request gets an answer (that closes the connection) rather than a reset.
        if (limits.notReadyMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, limits.notReadyMs))
          // Sockets are read after timers run: let a busy process read what has already arrived
          // (a request sent within the window, a connection queued on the listening socket) first.
          await new Promise((resolve) => setImmediate(resolve))
        }
        phase = 'stopped'
        // net's close, not http's: http's also closes every connection without a request in
        // progress, and that includes one just accepted whose request is still on its way, which
        // would be reset. Such a connection gets its answer, with `connection: close`.
        const drained = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()))
        // The balancer has stopped sending here by now: a connection waiting for a request goes.
        for (const socket of idle.keys()) closeIfIdle(socket)
        let timer: NodeJS.Timeout | undefined
        const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, limits.drainMs)))
        await Promise.race([drained, deadline])
        clearTimeout(timer)
        server.closeAllConnections()
        await auth.close()
      })()),
  }
}
