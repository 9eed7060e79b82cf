/**
 * The relay's message store. Every published message is kept until its TTL runs out, so a
 * subscriber that was offline (or subscribes only after the publish, as a dapp does for a new
 * session topic) still gets it. Per client (the JWT issuer, stable across reconnects) it
 * remembers which messages were acknowledged, so a resubscribe delivers only what is missing.
 * As on WalletConnect's relay, a message is named by its content: the same message published
 * again (a client that never saw its first publish confirmed) is kept, and delivered, once.
 */

export interface StoredMessage {
  /** Relay-internal id; also the key acknowledgements refer to. */
  seq: number
  topic: string
  message: string
  /** Milliseconds since the epoch, as sign-client expects in `publishedAt`. */
  publishedAt: number
  expiresAt: number
  tag: number
  /** Client id of the publisher: a message never goes back to it. */
  publisher: string
  acknowledgedBy: Set<string>
}

export interface PublishInput {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  publisher: string
}

export class Mailbox {
  private readonly byTopic = new Map<string, StoredMessage[]>()
  private nextSeq = 1

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps the message; undefined when the topic holds it already. */
  store(input: PublishInput): StoredMessage | undefined {
    const list = this.live(input.topic)
    if (list.some((m) => m.message === input.message)) return undefined
    const publishedAt = this.now()
    const stored: StoredMessage = {
      seq: this.nextSeq++,
      topic: input.topic,
      message: input.message,
      publishedAt,
      expiresAt: publishedAt + input.ttl * 1000,
      tag: input.tag,
      publisher: input.publisher,
      acknowledgedBy: new Set(),
    }
    list.push(stored)
    this.byTopic.set(input.topic, list)
    return stored
  }

  /** Messages on `topic` that `client` did not publish and has not acknowledged yet. */
  pendingFor(topic: string, client: string): StoredMessage[] {
    return this.live(topic).filter((m) => m.publisher !== client && !m.acknowledgedBy.has(client))
  }

  acknowledge(seq: number, client: string): void {
    for (const list of this.byTopic.values()) {
      const found = list.find((m) => m.seq === seq)
      if (found) {
        found.acknowledgedBy.add(client)
        return
      }
    }
  }

  /** Number of unexpired messages, per topic or in total. */
  count(topic?: string): number {
    if (topic !== undefined) return this.live(topic).length
    let total = 0
    for (const key of this.byTopic.keys()) total += this.live(key).length
    return total
  }

  /** Unexpired messages of a topic; drops the expired ones on the way. */
  private live(topic: string): StoredMessage[] {
    const now = this.now()
    const list = (this.byTopic.get(topic) ?? []).filter((m) => m.expiresAt > now)
    if (list.length) this.byTopic.set(topic, list)
    else this.byTopic.delete(topic)
    return list
  }
}
