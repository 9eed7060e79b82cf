import type { IncomingMessage } from 'node:http'

/**
 * The client's IP for rate limiting. By default the socket's peer: X-Forwarded-For is written by
 * whoever sends the request, so trusting it by default would let anyone pick their own bucket.
 * Behind `trustedProxies` proxies (each appending the address it received from), the client is
 * the entry that many places from the end of the chain.
 */
export function clientIp(req: IncomingMessage, trustedProxies = 0): string {
  const peer = req.socket.remoteAddress ?? 'unknown'
  if (trustedProxies <= 0) return peer
  const header = req.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]
}
