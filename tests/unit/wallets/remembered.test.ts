import { describe, expect, it, vi } from 'vitest'
import { createConfig, createStorage, http, mock, type CreateConnectorFn } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { mainnet } from 'viem/chains'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { remembered, shimFlagKey } from '../../../web/kit/wallets/connectors/remembered.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(connectorFn: CreateConnectorFn) {
  const storage = memoryStorage()
  const config = createConfig({
    chains: [mainnet],
    connectors: [connectorFn],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
    storage: createStorage({ storage, key: 'test' }),
  })
  return { config, storage, connector: config.connectors[0] }
}

describe('remembered (docs/spec.md §4.5 shim flag)', () => {
  it('sets the flag on connect, removes it on disconnect, and is unauthorized without it', async () => {
    const { config, storage, connector } = setup(
      remembered(mock({ accounts: [account], features: { reconnect: true } })),
    )
    const key = `test.${shimFlagKey('mock')}`
    // The wallet has accounts, but nothing was connected here yet: not authorized.
    expect(await connector.isAuthorized()).toBe(false)

    await connect(config, { connector })
    expect(storage.getItem(key)).toBe('true')
    expect(await connector.isAuthorized()).toBe(true)

    await disconnect(config, { connector })
    expect(storage.getItem(key)).toBeNull()
    expect(await connector.isAuthorized()).toBe(false)
  })

  it('with lazy, does not load the provider until the wallet is chosen', async () => {
    const inner = mock({ accounts: [account] })
    const getProvider = vi.fn()
    const spied: CreateConnectorFn = (config) => {
      const base = inner(config)
      return {
        ...base,
        getProvider: (...args: Parameters<typeof base.getProvider>) => {
          getProvider()
          return base.getProvider(...args)
        },
      }
    }
    const { config, connector } = setup(remembered(spied, { lazy: true }))
    expect(await connector.getProvider()).toBeUndefined()
    expect(getProvider).not.toHaveBeenCalled()

    await connect(config, { connector })
    expect(getProvider).toHaveBeenCalled()
    expect(await connector.getProvider()).toBeDefined()
  })
})
