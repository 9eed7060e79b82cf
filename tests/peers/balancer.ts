import { createServer, request, type IncomingMessage } from 'node:http'

export interface Balancer {
  url: string
  /** `METHOD path → backend index` of every request forwarded, in order. */
  log: string[]
  stop(): Promise<void>
}

/** Which backend (an index into `backends`) gets a request; round-robin by default. */
export type Pick = (req: IncomingMessage) => number

/**
 * A minimal HTTP load balancer on 127.0.0.1:`port` in front of `backends` (base URLs). It
 * appends the client's address to X-Forwarded-For, as a real proxy does.
 */
export async function startBalancer(port: number, backends: string[], pick?: Pick): Promise<Balancer> {
  let next = 0
  const choose = pick ?? (() => next++ % backends.length)
  const log: string[] = []
  const server = createServer((req, res) => {
    const index = choose(req)
    log.push(`${req.method} ${req.url} → ${index}`)
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = request(
      new URL(req.url ?? '/', backends[index]),
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.once('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
