import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { RelayAuthError, verifyRelayAuth } from './auth.ts'
import { RelayClient } from './client.ts'
import { Hub, type RelayEvent } from './hub.ts'
import { handleRequest, publishes } from './methods.ts'
import { failure, isRequest, parseWire } from './wire.ts'

export type { RelayEvent }

export type DropKind = 'close' | 'silent' | 'answer'

export interface RelayOptions {
  /**
   * How often the relay pings each socket. sign-client in Node drops a socket that has not
   * been pinged for 35 s; browsers answer pings without telling the page.
   */
  pingIntervalMs?: number
  /** A fixed port (an app was built for it); a free one by default. */
  port?: number
}

export interface Relay {
  /** `ws://127.0.0.1:<port>`: what the clients take as `relayUrl`. */
  url: string
  port: number
  /** Everything the relay saw, in order. */
  events: RelayEvent[]
  /** Client ids (did:key) with an open socket. */
  connectedClients(): string[]
  /** Unexpired stored messages, on one topic or in total. */
  storedMessages(topic?: string): number
  /**
   * Abruptly closes the sockets of the matching clients (all by default), as a network failure
   * would; returns how many. The clients reconnect on their own. `silent` leaves the sockets open
   * but dead both ways, as a network change does without a close the client could see. `answer`
   * closes each at its next publish, which the relay takes but whose answer is lost.
   */
  drop(filter?: (clientId: string) => boolean, how?: DropKind): number
  /**
   * Restarts the server as a deploy would: every socket is closed and the port refuses
   * connections for `downMs`, then it listens again. Stored messages survive, as they do on
   * WalletConnect's relay.
   */
  restart(downMs?: number): Promise<void>
  stop(): Promise<void>
}

function reject(socket: Duplex, status: string, reason: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}`)
}

/** Reads `auth` and `projectId` from the socket URL, as the real relay does. */
function authenticate(req: IncomingMessage, host: string): string {
  const url = new URL(req.url ?? '/', `ws://${host}`)
  if (!url.searchParams.get('projectId')) throw new RelayAuthError('projectId is missing')
  const jwt = url.searchParams.get('auth')
  if (!jwt) throw new RelayAuthError('auth is missing')
  return verifyRelayAuth(jwt, host)
}

function serve(hub: Hub, ws: WebSocket, clientId: string): void {
  const client = new RelayClient(ws, clientId)
  hub.add(client)
  ws.on('message', (data) => {
    if (client.silent) return
    let payload
    try {
      payload = parseWire(data.toString())
    } catch {
      client.send(failure(0, -32700, 'Parse error'))
      return
    }
    if (!isRequest(payload)) {
      hub.acknowledge(client, String(payload.id))
      return
    }
    const { response, after } = handleRequest(hub, client, payload)
    if (client.losesNextAnswer && publishes(payload.method)) {
      client.losesNextAnswer = false
      after?.()
      ws.terminate()
      return
    }
    if (hub.nextProposalAnswerDelayMs > 0 && payload.method === 'wc_proposeSession') {
      after?.()
      setTimeout(() => client.send(response), hub.nextProposalAnswerDelayMs)
      hub.nextProposalAnswerDelayMs = 0
      return
    }
    client.send(response)
    after?.()
  })
  ws.on('close', () => hub.remove(client))
}

/**
 * Tests in another process than the relay's (Playwright's workers) drop sockets over HTTP:
 * `POST /control/drop?topic=T&except=CLIENT_ID&how=close|silent|answer` drops the clients subscribed to
 * topic T but the one named (the wallet), and answers `{ "dropped": n }`.
 */
export const DROP_PATH = '/control/drop'

const DROP_KINDS: readonly DropKind[] = ['close', 'silent', 'answer']

function controlDrop(
  url: string,
  hub: Hub,
  drop: (filter: (id: string) => boolean, how: DropKind) => number,
  res: ServerResponse,
): void {
  const query = new URL(url, 'http://relay').searchParams
  const topic = query.get('topic')
  const except = query.get('except')
  const how = DROP_KINDS.find((kind) => kind === query.get('how')) ?? 'close'
  const subscribed = new Set(
    [...hub.clients].filter((c) => topic === null || c.topics.has(topic)).map((c) => c.clientId),
  )
  const dropped = drop((id) => subscribed.has(id) && id !== except, how)
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ dropped }))
}

/**
 * `GET /control/stored?topic=T` answers `{ "stored": n }`, the messages the relay holds on topic T:
 * a test learns that a proposal reached the relay before it takes the page's network away.
 */
export const STORED_PATH = '/control/stored'

function controlStored(url: string, hub: Hub, res: ServerResponse): void {
  const topic = new URL(url, 'http://relay').searchParams.get('topic') ?? ''
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ stored: hub.mailbox.count(topic) }))
}

/**
 * `POST /control/late-proposal?ms=N` has the relay store the next proposal at once and answer it
 * N ms later; it answers `{ "ms": N }`.
 */
export const LATE_PROPOSAL_PATH = '/control/late-proposal'

function controlLateProposal(url: string, hub: Hub, res: ServerResponse): void {
  const ms = Number(new URL(url, 'http://relay').searchParams.get('ms'))
  if (!Number.isInteger(ms) || ms <= 0) return void res.writeHead(400).end('ms: a positive integer')
  hub.nextProposalAnswerDelayMs = ms
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms }))
}

/** A silent socket never answers pings either, and must not be ended for it: its client ends it. */
const isSilent = (hub: Hub, ws: WebSocket) => [...hub.clients].some((c) => c.socket === ws && c.silent)

/** Starts a WalletConnect relay on a free port of 127.0.0.1. */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const hub = new Hub()
  let dropClients: (filter: (clientId: string) => boolean, how: DropKind) => number = () => 0
  const http = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith(DROP_PATH)) return controlDrop(req.url, hub, dropClients, res)
    if (req.method === 'GET' && req.url?.startsWith(STORED_PATH)) return controlStored(req.url, hub, res)
    if (req.method === 'POST' && req.url?.startsWith(LATE_PROPOSAL_PATH)) return controlLateProposal(req.url, hub, res)
    res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only')
  })
  const wss = new WebSocketServer({ noServer: true })
  const alive = new WeakSet<WebSocket>()

  const listen = (at: number) =>
    new Promise<void>((resolve, fail) => http.once('error', fail).listen(at, '127.0.0.1', () => resolve()))
  await listen(options.port ?? 0)
  const port = (http.address() as { port: number }).port
  const host = `127.0.0.1:${port}`

  http.on('upgrade', (req, socket, head) => {
    let clientId: string
    try {
      clientId = authenticate(req, host)
    } catch (error) {
      reject(socket, '401 Unauthorized', error instanceof Error ? error.message : 'unauthorized')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.add(ws)
      ws.on('pong', () => alive.add(ws))
      serve(hub, ws, clientId)
    })
  })

  dropClients = (filter, how) => {
    const victims = [...hub.clients].filter((c) => !c.silent && filter(c.clientId))
    for (const client of victims) {
      if (how === 'close') client.socket.terminate()
      else if (how === 'silent') client.silent = true
      else client.losesNextAnswer = true
    }
    return victims.length
  }

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws) && !isSilent(hub, ws)) {
        ws.terminate()
        continue
      }
      alive.delete(ws)
      ws.ping()
    }
  }, options.pingIntervalMs ?? 10_000)

  return {
    url: `ws://${host}`,
    port,
    events: hub.events,
    connectedClients: () => [...hub.clients].map((c) => c.clientId),
    storedMessages: (topic) => hub.mailbox.count(topic),
    drop: (filter = () => true, how = 'close') => dropClients(filter, how),
    async restart(downMs = 500) {
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve, rej) => http.close((error) => (error ? rej(error) : resolve())))
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await listen(port)
    },
    async stop() {
      clearInterval(pinger)
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve, rej) => http.close((error) => (error ? rej(error) : resolve())))
    },
  }
}
