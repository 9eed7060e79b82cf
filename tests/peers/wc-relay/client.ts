import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { StoredMessage } from './mailbox.ts'
import { stringifyWire, type WireRequest, type WireResponse } from './wire.ts'

/**
 * The subscription id sign-client computes for itself (sha256 of topic + client id), so the
 * `irn_subscription` pushes name the same id the client stored.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

let pushCounter = 0

/** One live socket of a client: its topics, and the pushes it has not acknowledged yet. */
export class RelayClient {
  readonly topics = new Set<string>()
  private readonly unacknowledged = new Map<string, number>()
  /**
   * The socket died on the way without a close (a phone that changed networks): nothing reaches
   * the client any more and nothing it sends arrives, yet its end still believes it is open.
   */
  silent = false
  /**
   * The next publish is taken but its answer never arrives: the socket dies the instant the
   * relay answers, so the client cannot know its message got through.
   */
  losesNextAnswer = false

  constructor(
    readonly socket: WebSocket,
    /** The JWT issuer: the same across this client's reconnects. */
    readonly clientId: string,
  ) {}

  send(payload: WireRequest | WireResponse): void {
    if (!this.silent && this.socket.readyState === this.socket.OPEN) this.socket.send(stringifyWire(payload))
  }

  /** Pushes a stored message as `irn_subscription`; the client answers with an ack. */
  deliver(stored: StoredMessage): void {
    // Unique, and well inside Number.MAX_SAFE_INTEGER so every JSON parser keeps it exact.
    const id = Date.now() * 1000 + (pushCounter++ % 1000)
    this.unacknowledged.set(String(id), stored.seq)
    this.send({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(stored.topic, this.clientId),
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          // This relay has no Verify service, so it attests nothing. An empty attestation is
          // sign-client's "none" value: the wallet then skips its lookup at verify.walletconnect.org.
          attestation: '',
        },
      },
    })
  }

  /** Whether the stored message went out on this socket and its ack is still to come. */
  awaitsAck(seq: number): boolean {
    return [...this.unacknowledged.values()].includes(seq)
  }

  /** The stored message an ack refers to, if it was one of our pushes. */
  takeAcknowledged(id: string): number | undefined {
    const seq = this.unacknowledged.get(id)
    this.unacknowledged.delete(id)
    return seq
  }
}
