import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connect, disconnect, getConnection, reconnect, signMessage } from 'wagmi/actions'
import { recoverMessageAddress } from 'viem'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import type { Relay } from '../../peers/wc-relay/index.ts'
import { startWcWallet, type WcWallet } from '../../peers/wc-wallet/index.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import { chain, connectorConfig, connectorOptions, memoryStorage, shownUris, startConnectorPeers } from './harness.ts'

// Our wagmi connector against the local relay and the sign-client test wallet, in Node, with
// the Rust core loaded from the same .wasm the browser uses.

let relay: Relay
let wallet: WcWallet
let validator: WcValidator
const { store, storage: memory } = memoryStorage()

const makeConfig = () => connectorConfig({ ...connectorOptions('connector', () => relay.url), validator }, memory)

beforeAll(async () => {
  ;({ relay, validator, wallet } = await startConnectorPeers())
})

afterEach(() => store.clear())

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

const proposals = () => relay.events.filter((e) => e.method === 'wc_proposeSession').length

/** Drops the socket of whoever proposed last, once a proposal beyond the first `seen` reached the relay. */
async function dropProposer(seen: number) {
  await expect.poll(proposals).toBeGreaterThan(seen)
  const dapp = relay.events.findLast((e) => e.method === 'wc_proposeSession')!.clientId
  relay.drop((id) => id === dapp)
}

describe('walletConnectConnector', () => {
  it('connects through a validated URI, signs, restores, and disconnects', async () => {
    const config = makeConfig()
    const uris = shownUris(config, wallet)
    const result = await connect(config, { connector: config.connectors[0] })
    expect(result).toEqual({ accounts: [wallet.address], chainId: chain.id })
    expect(uris).toHaveLength(1)

    const signature = await signMessage(config, { message: 'hello' })
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(wallet.address)

    wallet.rejectNext('request')
    await expect(signMessage(config, { message: 'no' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })

    // A second config over the same storage is the page after a reload.
    const reloaded = makeConfig()
    await reconnect(reloaded)
    expect(getConnection(reloaded)).toMatchObject({ status: 'connected', address: wallet.address })

    await disconnect(reloaded)
    await expect.poll(() => wallet.sessions().length).toBe(0)
  })

  it('shows the pairing URI before the relay has the proposal, and it is the URI sign-client returns', async () => {
    const config = makeConfig()
    const proposalsSeen: number[] = []
    config.connectors[0].emitter.on('message', ({ type }) => {
      if (type === 'display_uri') proposalsSeen.push(proposals())
    })
    const uris = shownUris(config, wallet)
    const before = proposals()
    await connect(config, { connector: config.connectors[0] })
    // Shown once: sign-client's own URI, when it came, was the one already on screen.
    expect(uris).toHaveLength(1)
    expect(proposalsSeen).toEqual([before])
    expect(proposals()).toBe(before + 1)
    await disconnect(config)
  })

  it('keeps its URI when the relay socket closes during pairing: the wallet pairs with it after the drop', async () => {
    const config = makeConfig()
    const before = proposals()
    const uris: string[] = []
    config.connectors[0].emitter.on('message', ({ type, data }) => {
      if (type !== 'display_uri') return
      uris.push(data as string)
      // Once the proposal is on the relay, the relay drops the dapp's socket; the wallet scans the
      // URI only then, as a phone does after the visitor switched to the wallet app.
      void dropProposer(before).then(() => wallet.pair(data as string))
    })
    const result = await connect(config, { connector: config.connectors[0] })
    expect(result.accounts).toEqual([wallet.address])
    expect(uris).toHaveLength(1)
    expect(proposals()).toBe(before + 1)
    await disconnect(config)
  })

  it('rejects a session that does not conform and ends it', async () => {
    const odd = await startWcWallet({
      relayUrl: relay.url,
      rpcUrl: chain.rpcUrls.default.http[0],
      privateKey: DEV_KEYS[2],
      chains: [chain.id],
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: [],
          accounts: ['eip155:1:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
        },
      },
    })
    try {
      const config = makeConfig()
      shownUris(config, odd)
      await expect(connect(config, { connector: config.connectors[0] })).rejects.toMatchObject({
        name: 'WalletConnectSessionError',
        code: 9,
        message: expect.stringContaining('Non conforming namespaces'),
      })
      await expect.poll(() => odd.sessions().length).toBe(0)
      expect(getConnection(config).status).toBe('disconnected')
    } finally {
      await odd.stop()
    }
  })

  it('maps a rejected proposal to a user rejection', async () => {
    const config = makeConfig()
    shownUris(config, wallet)
    wallet.rejectNext('proposal')
    await expect(connect(config, { connector: config.connectors[0] })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
  })

  // sign-client alone publishes again only 15 s after a publish it saw no answer to, and a
  // request settles only once its publish is confirmed: this test's 10 s limit tells the two apart.
  it(
    'settles a request whose relay answer was lost with the socket as soon as the wallet answers, on the new socket',
    { timeout: 10_000 },
    async () => {
      const config = makeConfig()
      shownUris(config, wallet)
      await connect(config, { connector: config.connectors[0] })
      const dapp = relay.events.findLast((e) => e.method === 'wc_proposeSession')!.clientId
      expect(relay.drop((id) => id === dapp, 'answer')).toBe(1)
      const requestPublishes = () =>
        relay.events.filter((e) => e.type === 'publish' && e.clientId === dapp && e.tag === 1108).length
      const before = requestPublishes()

      const signature = await signMessage(config, { message: 'answer lost' })
      expect(await recoverMessageAddress({ message: 'answer lost', signature })).toBe(wallet.address)
      expect(requestPublishes(), 'the request went out again on the new socket').toBe(before + 2)
      await disconnect(config)
    },
  )

  it('disconnects when the wallet ends the session', async () => {
    const config = makeConfig()
    shownUris(config, wallet)
    await connect(config, { connector: config.connectors[0] })
    expect(store.get('wagmi.walletConnect.wcSession')).toMatch(/^"[0-9a-f]{64}"$/)
    await wallet.disconnect()
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
    expect(store.get('wagmi.walletConnect.wcSession')).toBeUndefined()
  })
})
