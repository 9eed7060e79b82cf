import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A hung gateway, for the Safes a test names: their requests are accepted and never answered,
 * as by an upstream that stalls. Keyed by Safe so that tests about other Safes are not held.
 *
 * - POST /control/hang/{address}: hold every request whose path names that Safe, from now on.
 * - GET /control/hang/{address}: `{ held }`, how many of its requests are held now.
 * - DELETE /control/hang/{address}: answer again; the requests held so far are dropped (by then
 *   the app has given up on them).
 */
export interface GatewayHang {
  /** Answers a /control/hang request; false for any other request. */
  control(req: IncomingMessage, res: ServerResponse): boolean
  /** Holds `res` when the request names a hanging Safe; false otherwise. */
  hold(req: IncomingMessage, res: ServerResponse): boolean
  /** Drops every held request, so that the server can close. */
  release(): void
}

const CONTROL = /^\/control\/hang\/(0x[0-9a-fA-F]{40})$/

export function createGatewayHang(): GatewayHang {
  const held = new Map<string, Set<ServerResponse>>()
  const drop = (safe: string) => {
    for (const res of held.get(safe) ?? []) res.destroy()
    held.delete(safe)
  }
  return {
    control(req, res) {
      const match = CONTROL.exec(new URL(req.url ?? '/', 'http://gateway').pathname)
      if (!match) return false
      const safe = match[1].toLowerCase()
      if (req.method === 'POST') held.set(safe, held.get(safe) ?? new Set())
      if (req.method === 'DELETE') drop(safe)
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ held: held.get(safe)?.size ?? 0 }))
      return true
    },
    hold(req, res) {
      const path = new URL(req.url ?? '/', 'http://gateway').pathname.toLowerCase()
      const safe = [...held.keys()].find((address) => path.includes(address))
      if (!safe) return false
      const requests = held.get(safe)!
      requests.add(res)
      res.on('close', () => requests.delete(res))
      return true
    },
    release() {
      for (const safe of [...held.keys()]) drop(safe)
    },
  }
}
