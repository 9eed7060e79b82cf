import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'

export type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** Where log lines go: one JSON object per line, on stdout by default. */
export type LogSink = (line: string) => void

/** An X-Request-Id a proxy set is kept when it is a plain token, so logs of both can be joined. */
const REQUEST_ID = /^[\w.:-]{1,64}$/

/**
 * The client's network, never its address: an IPv4 /24 or an IPv6 /48 tells operators where
 * load comes from without logging who it is.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(address) !== 6) return undefined
  const [head] = address.split('::')
  const groups = head.split(':').filter(Boolean)
  return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`
}

/**
 * Wraps a handler: every request gets an id (the `x-request-id` response header) and, once it
 * ends, one JSON line with the id, method, path, status and duration. The path goes without its
 * query, and no header is logged: cookies, tokens, signatures and addresses stay out of logs.
 */
export function logRequests(handler: Handler, sink: LogSink = (line) => process.stdout.write(`${line}\n`)): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint()
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    res.setHeader('x-request-id', id)
    let logged = false
    const log = () => {
      if (logged) return
      logged = true
      sink(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          id,
          method: req.method,
          path: (req.url ?? '/').split('?')[0].slice(0, 256),
          status: res.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          // An answer cut short (the client left, or the server destroyed the socket).
          ...(res.writableFinished ? {} : { aborted: true }),
          client: clientNetwork(req.socket.remoteAddress),
        }),
      )
    }
    res.once('finish', log)
    res.once('close', log)
    handler(req, res)
  }
}
