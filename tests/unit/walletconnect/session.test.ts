import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignClient } from '@walletconnect/sign-client'
import { recoverMessageAddress, stringToHex } from 'viem'
import { startRelay, type Relay } from '../../peers/wc-relay/index.ts'
import { startWcWallet, type WcSession, type WcWallet } from '../../peers/wc-wallet/index.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'

// Two real sign-clients (a dapp and the test wallet) talking through the local relay.

type Client = InstanceType<typeof SignClient>

let relay: Relay
let wallet: WcWallet
let dapp: Client
let session: WcSession

const CHAIN = 'eip155:31337'

beforeAll(async () => {
  relay = await startRelay()
  // No request in this file reaches the node: reads are not exercised here.
  wallet = await startWcWallet({
    relayUrl: relay.url,
    rpcUrl: 'http://127.0.0.1:9',
    privateKey: DEV_KEYS[0],
    chains: [31337],
  })
  dapp = await SignClient.init({
    projectId: 'beacon-unit-dapp',
    relayUrl: relay.url,
    customStoragePrefix: `beacon-unit-dapp-${process.pid}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Beacon', description: 'test dapp', url: 'http://127.0.0.1', icons: [] },
  })
})

afterAll(async () => {
  await dapp?.core.relayer.transportClose()
  await wallet?.stop()
  await relay?.stop()
})

function request(method: string, params: unknown[]) {
  return dapp.request<string>({ topic: session.topic, chainId: CHAIN, request: { method, params } })
}

describe('WalletConnect through the local relay', () => {
  it('pairs, and the wallet approves the proposal with its account', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [CHAIN],
          methods: ['personal_sign', 'eth_chainId'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const settled = wallet.nextSession()
    await wallet.pair(uri!)
    session = await approval()

    expect(session.namespaces.eip155.accounts).toEqual([`${CHAIN}:${wallet.address}`])
    expect((await settled).topic).toBe(session.topic)
    const methods = relay.events.filter((e) => e.type === 'publish').map((e) => e.method)
    expect(methods).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']))
  })

  it('round-trips personal_sign with a signature from the wallet key', async () => {
    const message = 'Sign in to Beacon'
    const signature = await request('personal_sign', [stringToHex(message), wallet.address])
    expect(await recoverMessageAddress({ message, signature: signature as `0x${string}` })).toBe(wallet.address)
    expect(await request('eth_chainId', [])).toBe('0x7a69')
  })

  it('passes on a user rejection from the wallet as code 5000', async () => {
    wallet.rejectNext('request')
    await expect(request('personal_sign', [stringToHex('no'), wallet.address])).rejects.toMatchObject({ code: 5000 })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', outcome: { error: 5000 } })
  })

  it('keeps messages for a wallet that is offline and delivers them when it returns', async () => {
    await wallet.setOnline(false)
    const answered = request('personal_sign', [stringToHex('while you were away'), wallet.address])
    await expect
      .poll(() => relay.events.filter((e) => e.type === 'publish' && e.topic === session.topic).length)
      .toBeGreaterThan(0)
    expect(relay.storedMessages(session.topic)).toBeGreaterThan(0)
    await wallet.setOnline(true)
    const signature = (await answered) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'while you were away', signature })).toBe(wallet.address)
  })

  it('reconnects after the relay drops its sockets and still answers', async () => {
    const connects = () => relay.events.filter((e) => e.type === 'connect').length
    const before = connects()
    expect(relay.drop()).toBe(2)
    // Both clients notice the close and come back on their own.
    await expect.poll(connects, { timeout: 10_000 }).toBe(before + 2)
    expect(await request('eth_chainId', [])).toBe('0x7a69')
  })

  it('tells the dapp when the wallet ends the session', async () => {
    const deleted = new Promise<string>((resolve) => dapp.once('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect()
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
  })
})
