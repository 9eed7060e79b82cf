import type { RelayClient } from './client.ts'
import type { Hub } from './hub.ts'
import { failure, result, type WireRequest, type WireResponse } from './wire.ts'

/**
 * The relay JSON-RPC methods sign-client 2.25 calls. Each handler answers the request and may
 * return work to do after the answer is sent: the caller must know its request succeeded before
 * anything it caused (a fan-out, a mailbox flush) reaches it or its peer.
 */

export interface Handled {
  response: WireResponse
  after?: () => void
}

class InvalidParams extends Error {
  override name = 'InvalidParams'
}

const TOPIC = /^[0-9a-f]{64}$/
/** Sign-client's default publish TTL, used when a publish names none. */
const DEFAULT_TTL_S = 300

function checkTopic(value: unknown, name: string): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) throw new InvalidParams(`${name} must be a 32-byte hex topic`)
  return value
}

const topicParam = (params: Record<string, unknown>, key: string): string => checkTopic(params[key], key)

function messageParam(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || !value) throw new InvalidParams(`${key} must be a non-empty string`)
  return value
}

function ttlParam(params: Record<string, unknown>): number {
  const ttl = params.ttl ?? DEFAULT_TTL_S
  if (typeof ttl !== 'number' || !(ttl > 0)) throw new InvalidParams('ttl must be a positive number of seconds')
  return ttl
}

const tagParam = (params: Record<string, unknown>): number => (typeof params.tag === 'number' ? params.tag : 0)

type Handler = (hub: Hub, client: RelayClient, params: Record<string, unknown>, req: WireRequest) => Handled

const handlers: Record<string, Handler> = {
  irn_subscribe(hub, client, params, req) {
    const topic = topicParam(params, 'topic')
    const id = hub.subscribe(client, topic)
    return { response: result(req.id, id), after: () => hub.flush(client, topic) }
  },

  // Sent after every reconnect to restore the client's topics.
  irn_batchSubscribe(hub, client, params, req) {
    if (!Array.isArray(params.topics)) throw new InvalidParams('topics must be an array')
    const topics = params.topics.map((topic: unknown) => checkTopic(topic, 'topics[]'))
    const ids = topics.map((topic) => hub.subscribe(client, topic))
    return { response: result(req.id, ids), after: () => topics.forEach((topic) => hub.flush(client, topic)) }
  },

  irn_unsubscribe(hub, client, params, req) {
    hub.unsubscribe(client, topicParam(params, 'topic'))
    return { response: result(req.id, true) }
  },

  irn_publish(hub, client, params, req) {
    const input = {
      topic: topicParam(params, 'topic'),
      message: messageParam(params, 'message'),
      ttl: ttlParam(params),
      tag: tagParam(params),
    }
    return {
      response: result(req.id, true),
      after: () => hub.publish({ ...input, publisher: client.clientId }, req.method),
    }
  },

  // The dapp's proposal: the relay publishes it on the pairing topic and subscribes the dapp
  // there (sign-client created the pairing with skipSubscribe) to receive the wallet's answer.
  wc_proposeSession(hub, client, params, req) {
    const pairingTopic = topicParam(params, 'pairingTopic')
    const proposal = messageParam(params, 'sessionProposal')
    const ttl = ttlParam(params)
    hub.subscribe(client, pairingTopic)
    return {
      response: result(req.id, true),
      after: () => {
        hub.publish(
          { topic: pairingTopic, message: proposal, ttl, tag: tagParam(params), publisher: client.clientId },
          req.method,
        )
        hub.flush(client, pairingTopic)
      },
    }
  },

  // The wallet's approval: the proposal response goes to the pairing topic, the settle request
  // to the new session topic, and the wallet is subscribed to the session topic.
  wc_approveSession(hub, client, params, req) {
    const pairingTopic = topicParam(params, 'pairingTopic')
    const sessionTopic = topicParam(params, 'sessionTopic')
    const response = messageParam(params, 'sessionProposalResponse')
    const settle = messageParam(params, 'sessionSettlementRequest')
    const ttl = ttlParam(params)
    hub.subscribe(client, sessionTopic)
    return {
      response: result(req.id, true),
      after: () => {
        // sign-client tags these as the proposal response (1101) and settle request (1102).
        hub.publish({ topic: pairingTopic, message: response, ttl, tag: 1101, publisher: client.clientId }, req.method)
        hub.publish({ topic: sessionTopic, message: settle, ttl, tag: 1102, publisher: client.clientId }, req.method)
        hub.flush(client, sessionTopic)
      },
    }
  },
}

/** The methods that publish a message (the others subscribe and unsubscribe). */
export const publishes = (method: string) => method === 'irn_publish' || method.startsWith('wc_')

/** Answers one request from a client; unknown methods and bad params get JSON-RPC errors. */
export function handleRequest(hub: Hub, client: RelayClient, req: WireRequest): Handled {
  const handler = Object.hasOwn(handlers, req.method) ? handlers[req.method] : undefined
  if (!handler) return { response: failure(req.id, -32601, `Method not found: ${req.method}`) }
  try {
    return handler(hub, client, req.params ?? {}, req)
  } catch (error) {
    if (error instanceof InvalidParams) return { response: failure(req.id, -32602, error.message) }
    throw error
  }
}
