import { beforeAll, describe, expect, it } from 'vitest'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import { checkPairingUri, checkProposal, type WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'

// The connector's use of the Rust core's WalletConnect validators, on URIs a wallet or relay could hand us.

let validator: WcValidator
const now = 1_800_000_000
const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const uri = (query: string) => `wc:${topic}@2?symKey=${symKey}&${query}`

beforeAll(async () => {
  const node = await loadCoreNode()
  validator = {
    parsePairingUri: async (u, n) => node.parsePairingUri(u, n),
    validateConnect: async (p) => node.validateConnect(p),
    validateApprove: async (p) => node.validateApprove(p),
  }
})

describe('pairing URI checks', () => {
  it('accepts an irn URI that expires within five minutes', async () => {
    await expect(
      checkPairingUri(validator, uri(`relay-protocol=irn&expiryTimestamp=${now + 300}`), now),
    ).resolves.toBeUndefined()
  })

  it('rejects another relay protocol, a missing or distant expiry, an expired or malformed URI', async () => {
    await expect(
      checkPairingUri(validator, uri(`relay-protocol=waku&expiryTimestamp=${now + 300}`), now),
    ).rejects.toThrow('relay protocol "waku"')
    await expect(checkPairingUri(validator, uri('relay-protocol=irn'), now)).rejects.toThrow(
      'expiryTimestamp: undefined',
    )
    await expect(
      checkPairingUri(validator, uri(`relay-protocol=irn&expiryTimestamp=${now + 3600}`), now),
    ).rejects.toThrow('expiryTimestamp')
    await expect(checkPairingUri(validator, uri(`relay-protocol=irn&expiryTimestamp=${now - 1}`), now)).rejects.toThrow(
      'expired',
    )
    await expect(checkPairingUri(validator, 'wc:abc', now)).rejects.toThrow('pairing URI')
  })

  it('finds the proposal for the configured chain valid', async () => {
    await expect(checkProposal(validator, [31337])).resolves.toBeUndefined()
  })
})
