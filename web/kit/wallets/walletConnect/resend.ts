import { PROPOSAL_EXPIRY_S } from './session.ts'
import { RELAYER_CONNECT, type SignClient } from './signClient.ts'

/**
 * A publish whose confirmation was lost with its socket (a phone's network gone the instant the
 * relay answered) is sent again as soon as a new socket opens. sign-client on its own waits 15 s
 * before it publishes again, and a request does not settle before its publish is confirmed, so
 * the wallet's answer, already received, would show only then. Sending it twice is safe: the
 * relay names a message by its hash and keeps one copy, and sign-client drops a message it has.
 */

interface PublishRequest {
  id?: string | number
  method: string
}

/**
 * The part of sign-client's publisher this relies on: each publish goes out through `rpcPublish`,
 * and a publish not confirmed within `publishTimeout` ms is given up.
 */
interface Publisher {
  rpcPublish(request: PublishRequest, opts?: unknown): Promise<unknown>
  publishTimeout: number
}

/**
 * sign-client gives a publish up after one minute, and with it a proposal whose confirmation the
 * network took away (a phone in the wallet app): the QR the visitor scanned would fail although
 * the relay may hold it. Kept for the proposal's lifetime, it is confirmed once the network is back.
 */
const PUBLISH_KEPT_MS = PROPOSAL_EXPIRY_S * 1000

interface Unconfirmed {
  request: PublishRequest
  opts: unknown
  /** The socket it went out on: a later socket means its confirmation can no longer come. */
  socket: number
}

const installed = new WeakSet<SignClient>()

/** Installs itself once per sign-client, however many connectors share it. */
export function resendUnconfirmedPublishes(client: SignClient): void {
  if (installed.has(client)) return
  installed.add(client)
  const relayer = client.core.relayer
  const publisher = relayer.publisher as unknown as Publisher
  publisher.publishTimeout = PUBLISH_KEPT_MS
  const publish = publisher.rpcPublish.bind(publisher)
  const unconfirmed = new Map<string, Unconfirmed>()
  let socket = 0

  publisher.rpcPublish = async (request, opts) => {
    const id = String(request.id)
    // Sent while no socket is open, it goes out on the next one: that socket's opening is no reason to resend it.
    const entry = { request, opts, socket: relayer.connected ? socket : socket + 1 }
    unconfirmed.set(id, entry)
    try {
      return await publish(request, opts)
    } finally {
      if (unconfirmed.get(id) === entry) unconfirmed.delete(id)
    }
  }

  relayer.on(RELAYER_CONNECT, () => {
    socket++
    for (const { request, opts, socket: sentOn } of [...unconfirmed.values()]) {
      if (sentOn < socket) void publisher.rpcPublish(request, opts).catch(() => {})
    }
  })
}
