import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignClient } from '@walletconnect/sign-client'
import { WebSocket } from 'ws'
import { startRelay, type Relay } from '../../peers/wc-relay/index.ts'
import { RelayAuthError, verifyRelayAuth } from '../../peers/wc-relay/auth.ts'
import { RelayClient } from '../../peers/wc-relay/client.ts'
import { Hub } from '../../peers/wc-relay/hub.ts'
import { Mailbox } from '../../peers/wc-relay/mailbox.ts'
import { BigDigits, parseWire, stringifyWire } from '../../peers/wc-relay/wire.ts'

// The local relay's own parts: its auth check, its message store and its JSON-RPC framing.

let relay: Relay
let client: InstanceType<typeof SignClient>

beforeAll(async () => {
  relay = await startRelay()
  client = await SignClient.init({
    projectId: 'beacon-unit-relay',
    relayUrl: relay.url,
    customStoragePrefix: `beacon-unit-relay-${process.pid}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
})

afterAll(async () => {
  await client?.core.relayer.transportClose()
  await relay?.stop()
})

describe('relay auth', () => {
  const host = () => relay.url.slice('ws://'.length)

  it("accepts sign-client's JWT and names the client by its did:key", async () => {
    const jwt = await client.core.crypto.signJWT(relay.url)
    expect(verifyRelayAuth(jwt, host())).toBe(await client.core.crypto.getClientId())
  })

  it('rejects a tampered, expired or foreign token', async () => {
    const jwt = await client.core.crypto.signJWT(relay.url)
    const [header, payload, signature] = jwt.split('.')
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect(() => verifyRelayAuth(`${header}.${payload}.${flipped}`, host())).toThrow('auth signature is invalid')
    expect(() => verifyRelayAuth(jwt, host(), Date.now() + 2 * 86_400_000)).toThrow('auth has expired')
    expect(() => verifyRelayAuth(jwt, '127.0.0.1:1')).toThrow('auth is for another relay')
    expect(() => verifyRelayAuth('not-a-jwt', host())).toThrow(RelayAuthError)
  })

  it('refuses a socket without auth with 401', async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const ws = new WebSocket(`${relay.url}/?projectId=x`)
      ws.on('unexpected-response', (_, res) => resolve(res.statusCode))
      ws.on('open', () => resolve(undefined))
      ws.on('error', () => {})
    })
    expect(status).toBe(401)
  })
})

describe('relay mailbox', () => {
  it('keeps a message until its TTL for everyone but its publisher, until each acknowledges', () => {
    let now = 1_000_000
    const box = new Mailbox(() => now)
    const topic = 'a'.repeat(64)
    const stored = box.store({ topic, message: 'm', ttl: 300, tag: 1108, publisher: 'dapp' })!
    expect(box.pendingFor(topic, 'dapp')).toEqual([])
    expect(box.pendingFor(topic, 'wallet')).toEqual([stored])
    box.acknowledge(stored.seq, 'wallet')
    expect(box.pendingFor(topic, 'wallet')).toEqual([])
    expect(box.pendingFor(topic, 'other')).toEqual([stored])
    now += 300_000
    expect(box.count()).toBe(0)
  })

  it('keeps a message published twice once, as the relay names messages by their content', () => {
    const box = new Mailbox()
    const topic = 'b'.repeat(64)
    const first = box.store({ topic, message: 'm', ttl: 300, tag: 1108, publisher: 'dapp' })
    expect(box.store({ topic, message: 'm', ttl: 300, tag: 1108, publisher: 'dapp' })).toBeUndefined()
    expect(box.store({ topic: 'c'.repeat(64), message: 'm', ttl: 300, tag: 1108, publisher: 'dapp' })).toBeDefined()
    expect(box.pendingFor(topic, 'wallet')).toEqual([first])
  })
})

describe('relay hub', () => {
  it('sends a stored message once to a client that subscribes twice before acknowledging it', () => {
    const hub = new Hub()
    const sent: string[] = []
    const socket = { OPEN: 1, readyState: 1, send: (text: string) => sent.push(text) }
    const wallet = new RelayClient(socket as never, 'wallet')
    const topic = 'd'.repeat(64)
    hub.publish({ topic, message: 'proposal', ttl: 300, tag: 1100, publisher: 'dapp' }, 'wc_proposeSession')
    for (let i = 0; i < 2; i++) {
      hub.subscribe(wallet, topic)
      hub.flush(wallet, topic)
    }
    expect(sent).toHaveLength(1)
    hub.acknowledge(wallet, String(JSON.parse(sent[0]).id))
    hub.flush(wallet, topic)
    expect(sent, 'acknowledged: not sent again').toHaveLength(1)
  })
})

describe('relay JSON-RPC framing', () => {
  it('keeps 19-digit ids exact, as numbers or strings', () => {
    const text = '{"id":1795306811662123456,"jsonrpc":"2.0","method":"irn_publish","params":{"ttl":300}}'
    const parsed = parseWire(text)
    expect(parsed.id).toEqual(new BigDigits('1795306811662123456'))
    expect(stringifyWire({ id: parsed.id, jsonrpc: '2.0', result: true })).toBe(
      '{"id":1795306811662123456,"jsonrpc":"2.0","result":true}',
    )
    expect(parseWire('{"id":"1795306811662123456","jsonrpc":"2.0","result":true}').id).toBe('1795306811662123456')
  })
})
