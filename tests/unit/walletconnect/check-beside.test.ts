import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect, disconnect } from 'wagmi/actions'
import type { WcValidator } from '../../../web/kit/wallets/walletConnect/session.ts'
import type { Relay } from '../../peers/wc-relay/index.ts'
import type { WcWallet } from '../../peers/wc-wallet/index.ts'
import { connectorConfig, connectorOptions, memoryStorage, shownUris, startConnectorPeers } from './harness.ts'

// The proposal's check runs beside the proposal: a page's first check waits for the core's
// validation module, which must not hold back the relay; but no URI is shown before it passes.

let relay: Relay
let wallet: WcWallet
let real: WcValidator
const { store, storage: memory } = memoryStorage()

beforeAll(async () => {
  ;({ relay, validator: real, wallet } = await startConnectorPeers())
})

afterEach(() => store.clear())

afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})

/** A validator whose proposal check answers only when `release` is called, with `answer`'s result. */
function heldCheck(answer: WcValidator['validateConnect']) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const validator: WcValidator = { ...real, validateConnect: (params) => held.then(() => answer(params)) }
  return { validator, release }
}

const proposalsSent = () => relay.events.filter((e) => e.method === 'wc_proposeSession').length

describe('the proposal check beside the proposal', () => {
  it('sends the proposal while the check runs, and shows the URI once it passed', async () => {
    const { validator, release } = heldCheck(real.validateConnect)
    const config = connectorConfig({ ...connectorOptions('check-beside-pass', () => relay.url), validator }, memory)
    const before = proposalsSent()
    const uris = shownUris(config)
    const connecting = connect(config, { connector: config.connectors[0] })
    await vi.waitFor(() => expect(proposalsSent()).toBe(before + 1), { timeout: 10_000 })
    expect(uris).toEqual([])
    release()
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 10_000 })
    await wallet.pair(uris[0])
    expect((await connecting).accounts).toEqual([wallet.address])
    await disconnect(config)
  })

  it('ends the attempt with the check’s error, and shows no URI, when the check fails after the proposal went out', async () => {
    const { validator, release } = heldCheck(async () => ({
      message: 'Unsupported chains. optionalNamespaces',
      code: 1007,
    }))
    const config = connectorConfig({ ...connectorOptions('check-beside-fail', () => relay.url), validator }, memory)
    const before = proposalsSent()
    const uris = shownUris(config)
    const connecting = connect(config, { connector: config.connectors[0] })
    connecting.catch(() => {})
    await vi.waitFor(() => expect(proposalsSent()).toBe(before + 1), { timeout: 10_000 })
    release()
    await expect(connecting).rejects.toThrow('Unsupported chains. optionalNamespaces')
    expect(uris).toEqual([])
  })
})
