import { afterAll, beforeAll, expect, it } from 'vitest'
import { connect } from 'wagmi/actions'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import { hasWalletConnectMethods } from '../../../web/kit/wallets/walletConnect/methods.ts'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import { startFaultyRelay, type FaultyRelay } from '../../peers/wc-relay/faulty.ts'
import { freePort } from '../../peers/net.ts'
import { connectorConfig, connectorOptions, memoryStorage } from './harness.ts'

// The modal closed the instant a pairing started, while sign-client was still loading: the
// attempt ends then, rather than pairing for nobody until the URI's 10 s deadline with the relay
// socket open (on a busy machine that outlasted relay-faults.spec's wait for the close).

let relay: FaultyRelay
let port: number
let validator: WcValidator

beforeAll(async () => {
  port = await freePort()
  relay = await startFaultyRelay(port, 'silent')
  const node = await loadCoreNode()
  validator = {
    parsePairingUri: async (uri, now) => node.parsePairingUri(uri, now),
    validateConnect: async (params) => node.validateConnect(params),
    validateApprove: async (params) => node.validateApprove(params),
  }
})

afterAll(() => relay?.stop())

it('a pairing called off before sign-client is up ends as called off, and opens no relay socket', async () => {
  const options = connectorOptions('cancel-early', () => `ws://127.0.0.1:${port}`)
  const config = connectorConfig({ ...options, validator }, memoryStorage().storage)
  const connector = config.connectors[0]!
  if (!hasWalletConnectMethods(connector)) throw new Error('not our WalletConnect connector')

  const attempt = connect(config, { connector })
  connector.cancelPairing()

  await expect(attempt).rejects.toMatchObject({ name: 'PairingCancelledError' })
  // sign-client opens its socket only for a pairing: none was proposed, none opened.
  expect(relay.connections()).toBe(0)
})
