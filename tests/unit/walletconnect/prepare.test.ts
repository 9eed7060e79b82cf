import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Config } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { hasWalletConnectMethods } from '../../../web/kit/wallets/walletConnect/methods.ts'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import { loadSignClient, RELAYER_DISCONNECT } from '../../../web/kit/wallets/walletConnect/signClient.ts'
import type { Relay } from '../../peers/wc-relay/index.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { connectorConfig, connectorOptions, memoryStorage, shownUris, startConnectorPeers } from './harness.ts'

// Phones: the connector proposes a pairing before the tap (preparePairing), and the next
// connect() uses it; against the local relay and the sign-client test wallet, in Node.

let relay: Relay
let wallet: WcWallet
let validator: WcValidator
const { store, storage: memory } = memoryStorage()

const OPTIONS = connectorOptions('prepare', () => relay.url)
const makeConfig = () => connectorConfig({ ...OPTIONS, validator }, memory)

function preparing(config: Config) {
  const connector = config.connectors[0]
  if (!hasWalletConnectMethods(connector)) throw new Error('not our WalletConnect connector')
  return connector.preparedPairing()
}

beforeAll(async () => {
  ;({ relay, validator, wallet } = await startConnectorPeers())
})

afterEach(() => store.clear())

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

describe('preparePairing', () => {
  it('gives a checked URI ahead of connect(), which then uses it, even once the wallet approved', async () => {
    const config = makeConfig()
    const uri = await (await preparing(config)).prepare()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // Asked again before a tap: the same proposal, not a second one.
    expect(await (await preparing(config)).prepare()).toBe(uri)
    // The visitor is in the wallet app before the page's connect() runs.
    const settled = wallet.nextSession()
    await wallet.pair(uri!)
    await settled
    const uris = shownUris(config)
    const result = await connect(config, { connector: config.connectors[0] })
    expect(result.accounts).toEqual([wallet.address])
    expect(uris).toEqual([uri])
    await disconnect(config)
  })

  it('is used once: the next connect() proposes anew', async () => {
    const config = makeConfig()
    const uri = await (await preparing(config)).prepare()
    const first = shownUris(config, wallet)
    await connect(config, { connector: config.connectors[0] })
    expect(first).toEqual([uri])
    await disconnect(config)
    const again = makeConfig()
    const uris = shownUris(again, wallet)
    await connect(again, { connector: again.connectors[0] })
    expect(uris).toHaveLength(1)
    expect(uris[0]).not.toBe(uri)
    await disconnect(again)
  })

  it('a dropped proposal is not used, and a session the wallet makes from it is ended', async () => {
    const config = makeConfig()
    const uri = await (await preparing(config)).prepare()
    await (await preparing(config)).drop(false)
    const uris = shownUris(config, wallet)
    await connect(config, { connector: config.connectors[0] })
    expect(uris).toHaveLength(1)
    expect(uris[0]).not.toBe(uri)
    // The old link opened late in the wallet: its session is ended by the page at once.
    const late = wallet.nextSession()
    await wallet.pair(uri!)
    const session = await late
    await expect.poll(() => wallet.sessions().some((s) => s.topic === session.topic)).toBe(false)
    await disconnect(config)
  })

  it('a relay socket that closes after it was prepared keeps it: connect() uses its URI, and the wallet pairs with it', async () => {
    const config = makeConfig()
    const uri = await (await preparing(config)).prepare()
    const client = await loadSignClient(OPTIONS)
    const closed = new Promise((resolve) => client.core.relayer.once(RELAYER_DISCONNECT, resolve))
    const dapp = relay.events.findLast((e) => e.method === 'wc_proposeSession')!.clientId
    const proposals = relay.events.filter((e) => e.method === 'wc_proposeSession').length
    relay.drop((id) => id === dapp)
    await closed
    const uris = shownUris(config, wallet)
    await connect(config, { connector: config.connectors[0] })
    expect(uris).toEqual([uri])
    expect(relay.events.filter((e) => e.method === 'wc_proposeSession')).toHaveLength(proposals)
    await disconnect(config)
  })
})

describe('warmPairing', () => {
  it("pays the first pairing's own costs ahead, once, with no relay contact; the pairing then goes as usual", async () => {
    // A client of its own: the other cases' client has long met the relay.
    const options = connectorOptions('prepare-warm', () => relay.url)
    const checked: unknown[] = []
    const counting: WcValidator = {
      ...validator,
      validateConnect: async (params) => {
        checked.push(params)
        return validator.validateConnect(params)
      },
    }
    const config = connectorConfig({ ...options, validator: counting }, memory)
    const client = await loadSignClient(options)
    const derive = vi.spyOn(client.core.crypto, 'getClientId')
    const pairing = await preparing(config)
    await pairing.warm()
    await pairing.warm()
    // The relay auth key is derived; the proposal is not checked (the core's validation module
    // is for those who choose WalletConnect).
    expect(checked).toEqual([])
    expect(derive).toHaveBeenCalledTimes(1)
    const clientId = await client.core.crypto.getClientId()
    expect(relay.events.filter((e) => e.clientId === clientId)).toEqual([])

    const uri = await pairing.prepare()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(relay.events.some((e) => e.type === 'connect' && e.clientId === clientId)).toBe(true)
    await pairing.drop(true)
  })
})
