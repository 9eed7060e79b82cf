import { formatUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { pairingUri, type CreatedPairing } from '../../../web/src/wallets/walletConnect/uriAhead'

// The URI shown ahead of sign-client's must be the one sign-client returns: same text as
// WalletConnect's own formatter, for every shape of pairing it makes.

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const pairings: CreatedPairing[] = [
  { topic, expiry: 1_800_000_000, relay: { protocol: 'irn' } },
  { topic, expiry: 1_800_000_000, relay: { protocol: 'irn' }, methods: ['wc_sessionAuthenticate'] },
  { topic, expiry: 1_800_000_000, relay: { protocol: 'irn', data: 'x y&z' }, methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'] },
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
    expect(pairingUri(pairings[0], symKey)).toBe(`wc:${topic}@2?expiryTimestamp=1800000000&relay-protocol=irn&symKey=${symKey}`)
  })
})
