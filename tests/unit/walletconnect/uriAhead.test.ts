import { formatUri } from '@walletconnect/utils'
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { propose, type Opened, type PairingKind } from '../../../web/kit/wallets/walletConnect/propose.ts'
import type { SignClient } from '../../../web/kit/wallets/walletConnect/signClient.ts'
import { pairingUri, type CreatedPairing } from '../../../web/kit/wallets/walletConnect/uriAhead.ts'

// The URI shown ahead of sign-client's must be the one sign-client returns: same text as
// WalletConnect's own formatter, for every shape of pairing it makes; and none is shown ahead
// of an authenticate request.

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const pairings: CreatedPairing[] = [
  { topic, expiry: 1_800_000_000, relay: { protocol: 'irn' } },
  { topic, expiry: 1_800_000_000, relay: { protocol: 'irn' }, methods: ['wc_sessionAuthenticate'] },
  {
    topic,
    expiry: 1_800_000_000,
    relay: { protocol: 'irn', data: 'x y&z' },
    methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
  },
  { topic, expiry: 0, relay: { protocol: 'irn' } },
]

describe('pairingUri', () => {
  it.each(pairings)('writes what formatUri writes: %j', (pairing) => {
    const expected = formatUri({
      protocol: 'wc',
      version: 2,
      topic: pairing.topic,
      symKey,
      relay: pairing.relay,
      expiryTimestamp: pairing.expiry,
      methods: pairing.methods,
    })
    expect(pairingUri(pairing, symKey)).toBe(expected)
  })

  it('names the topic, the key, the relay and the expiry', () => {
    expect(pairingUri(pairings[0], symKey)).toBe(
      `wc:${topic}@2?expiryTimestamp=1800000000&relay-protocol=irn&symKey=${symKey}`,
    )
  })
})

describe('propose', () => {
  // A stand-in sign-client whose request makes a pairing (sign-client's pairing_create event)
  // and returns its URI some time later, as connect() and authenticate() do.
  function standIn() {
    const events = new EventEmitter()
    const client = {
      core: {
        pairing: { events },
        relayer: { connected: true, once() {}, off() {} },
        crypto: { keychain: { get: () => symKey } },
      },
    } as unknown as SignClient
    const open = async () => {
      events.emit('pairing_create', pairings[1])
      await new Promise((resolve) => setTimeout(resolve, 10))
      return { uri: pairingUri(pairings[1], symKey), approval: () => new Promise<never>(() => {}) }
    }
    return { client, open }
  }
  const request = (client: SignClient, open: () => Promise<Opened>, kind: PairingKind) =>
    ({ client, validator: {} as never, chainIds: [1], onUri() {}, open, kind }) as const

  for (const kind of ['session', 'authenticate'] as const) {
    it(`tells the URI of a ${kind === 'session' ? 'session proposal' : 'proposal that also asks for sign-in'} ahead of connect()`, async () => {
      const { client, open } = standIn()
      const proposing = propose(client, request(client, open, kind), new Promise<never>(() => {}))
      expect(await proposing.ahead).toBe(pairingUri(pairings[1], symKey))
      await proposing.opened
    })
  }
})
