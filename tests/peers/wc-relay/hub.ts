import { RelayClient, subscriptionId } from './client.ts'
import { Mailbox, type PublishInput } from './mailbox.ts'

/** What the relay saw, for tests that want to assert on traffic. */
export interface RelayEvent {
  type: 'connect' | 'disconnect' | 'subscribe' | 'unsubscribe' | 'publish'
  clientId: string
  topic?: string
  /** The JSON-RPC method that caused a publish (irn_publish, wc_proposeSession, ...). */
  method?: string
  tag?: number
}

/** Routes messages between the live clients, through the mailbox. */
export class Hub {
  readonly clients = new Set<RelayClient>()
  readonly mailbox = new Mailbox()
  readonly events: RelayEvent[] = []
  /**
   * The next proposal is stored at once but answered this many ms later (0: at once), so a test
   * can take the network away between the two, as a phone leaving for the wallet app can.
   */
  nextProposalAnswerDelayMs = 0

  add(client: RelayClient): void {
    this.clients.add(client)
    this.events.push({ type: 'connect', clientId: client.clientId })
  }

  remove(client: RelayClient): void {
    this.clients.delete(client)
    this.events.push({ type: 'disconnect', clientId: client.clientId })
  }

  /** Adds the topic to the client's socket and returns the subscription id. */
  subscribe(client: RelayClient, topic: string): string {
    client.topics.add(topic)
    this.events.push({ type: 'subscribe', clientId: client.clientId, topic })
    return subscriptionId(topic, client.clientId)
  }

  /**
   * Delivers what was stored for the topic while this client was not listening. A message already
   * on its way on this socket is not sent again: a client that subscribes twice in a row (its
   * subscribe and a retry of it) would otherwise get it twice and might act on it twice.
   */
  flush(client: RelayClient, topic: string): void {
    for (const stored of this.mailbox.pendingFor(topic, client.clientId))
      if (!client.awaitsAck(stored.seq)) client.deliver(stored)
  }

  unsubscribe(client: RelayClient, topic: string): void {
    client.topics.delete(topic)
    this.events.push({ type: 'unsubscribe', clientId: client.clientId, topic })
  }

  /** Stores the message and pushes it to every other client listening on the topic, unless it had it. */
  publish(input: PublishInput, method: string): void {
    const stored = this.mailbox.store(input)
    this.events.push({ type: 'publish', clientId: input.publisher, topic: input.topic, method, tag: input.tag })
    if (!stored) return
    for (const client of this.clients) {
      if (client.clientId !== input.publisher && client.topics.has(input.topic)) client.deliver(stored)
    }
  }

  acknowledge(client: RelayClient, pushId: string): void {
    const seq = client.takeAcknowledged(pushId)
    if (seq !== undefined) this.mailbox.acknowledge(seq, client.clientId)
  }
}
