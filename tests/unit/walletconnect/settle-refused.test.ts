import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect } from 'wagmi/actions'
import { privateKeyToAddress } from 'viem/accounts'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import { SETTLE_RESPONSE_TAG } from '../../../web/kit/wallets/walletConnect/signClient.ts'
import type { Relay } from '../../peers/wc-relay/index.ts'
import { startWcWallet, type WcWallet } from '../../peers/wc-wallet/index.ts'
import { WALLET_EVENTS, WALLET_METHODS } from '../../peers/wc-wallet/requests.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { chain, connectorConfig, connectorOptions, memoryStorage, startConnectorPeers } from './harness.ts'

// A wallet settles a session that does not conform (a bare address as account). sign-client
// refuses it on its own, with an empty error, usually before the core (in a worker, on a busy
// phone) has checked it: the visitor must still read the core's reason, whichever comes first.

let relay: Relay
let real: WcValidator
let honest: WcWallet
let bare: WcWallet

beforeAll(async () => {
  ;({ relay, validator: real, wallet: honest } = await startConnectorPeers())
  bare = await startWcWallet({
    relayUrl: relay.url,
    rpcUrl: chain.rpcUrls.default.http[0],
    privateKey: DEV_KEYS[4],
    chains: [chain.id],
    unchecked: true,
    namespaces: {
      eip155: {
        chains: [`eip155:${chain.id}`],
        methods: WALLET_METHODS,
        events: WALLET_EVENTS,
        accounts: [privateKeyToAddress(DEV_KEYS[4])],
      },
    },
    logLevel: 'silent',
  })
})

afterAll(async () => {
  await bare?.stop()
  await honest?.stop()
  await relay?.stop()
})

const refusalsSent = () => relay.events.filter((e) => e.type === 'publish' && e.tag === SETTLE_RESPONSE_TAG).length

describe('a settlement that does not conform', () => {
  it('ends the attempt with the core’s reason, though sign-client’s refusal went out first', async () => {
    const { storage } = memoryStorage()
    const before = refusalsSent()
    // The core's check of the settlement answers only once sign-client's refusal has gone out.
    const validator: WcValidator = {
      ...real,
      validateApprove: async (params) => {
        await vi.waitFor(() => expect(refusalsSent()).toBe(before + 1), { timeout: 20_000 })
        return real.validateApprove(params)
      },
    }
    const config = connectorConfig({ ...connectorOptions('settle-refused', () => relay.url), validator }, storage)
    config.connectors[0].emitter.on('message', ({ type, data }) => {
      if (type === 'display_uri') void bare.pair(data as string)
    })
    const connecting = connect(config, { connector: config.connectors[0] })
    await expect(connecting).rejects.toThrow(/account/i)
    expect(refusalsSent()).toBe(before + 1)
  })
})
