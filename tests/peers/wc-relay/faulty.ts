import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

/**
 * A relay that fails the way real ones do when a pairing cannot start: it accepts the socket
 * and never answers (a proxy or firewall that swallows traffic), or closes it at once with
 * WalletConnect's 3000 'Unauthorized: invalid key' (the public relay's answer to an unknown or
 * placeholder project id). A refused port needs no peer: nothing listens there.
 */
export type RelayFault = 'silent' | 'unauthorized'

export interface FaultyRelay {
  /** Sockets opened so far. */
  connections(): number
  /** Sockets open now: an attempt the app gave up on has none left. */
  openSockets(): number
  stop(): Promise<void>
}

export async function startFaultyRelay(port: number, fault: RelayFault): Promise<FaultyRelay> {
  const http = createServer((_, res) => res.writeHead(426).end())
  const wss = new WebSocketServer({ server: http })
  let connections = 0
  wss.on('connection', (ws) => {
    connections++
    if (fault === 'unauthorized') ws.close(3000, 'Unauthorized: invalid key')
  })
  await new Promise<void>((resolve, reject) => http.once('error', reject).listen(port, '127.0.0.1', () => resolve()))
  return {
    connections: () => connections,
    openSockets: () => wss.clients.size,
    async stop() {
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
