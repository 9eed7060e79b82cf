import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, createStorage, custom, type Config } from 'wagmi'
import { connect, getConnection, reconnect, signMessage, switchChain } from 'wagmi/actions'
import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { awaitRestoredConnections } from '../../../web/kit/wagmi/restoredConnections.ts'
import { injectedConnector } from '../../../web/kit/wallets/connectors/index.ts'

// A page load after a connection: wagmi puts the stored connection (its connector reduced to
// { id, name, type, uid }) back in its state, and reconnect() restores the real connector. A
// request made in between must reach the wallet.

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** An injected wallet with one account that signs with its key; `connected` is its permission. */
function wallet() {
  const state = { connected: true, signed: 0 }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      switch (method) {
        case 'eth_requestAccounts':
          return [account.address]
        case 'eth_accounts':
          return state.connected ? [account.address] : []
        case 'eth_chainId':
          return '0x1'
        case 'personal_sign':
          state.signed++
          return account.signMessage({ message: { raw: params![0] as Hex } })
        case 'wallet_switchEthereumChain':
          return null
      }
      throw new Error(`${method} not served`)
    },
    on() {},
    removeListener() {},
  }
  return { state, provider }
}

type Wallet = ReturnType<typeof wallet>

function page(storage: Storage, { provider }: Wallet, fixed: boolean): Config {
  const config = createConfig({
    chains: [mainnet],
    connectors: [injectedConnector('testWallet', 'Test Wallet', 'data:,', provider as never)],
    transports: { [mainnet.id]: custom(provider) },
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage, key: 'test' }),
  })
  if (fixed) awaitRestoredConnections(config)
  return config
}

/** wagmi's store (zustand) reads storage asynchronously. */
function hydrated(config: Config): Promise<void> {
  const { persist } = config._internal.store as unknown as {
    persist: { hasHydrated(): boolean; onFinishHydration(done: () => void): void }
  }
  return new Promise((resolve) => (persist.hasHydrated() ? resolve() : persist.onFinishHydration(resolve)))
}

/** Connects on a first page load, then loads the page again: reconnect() has just started. */
async function reload(w: Wallet, fixed = true) {
  const storage = memoryStorage()
  const first = page(storage, w, fixed)
  await connect(first, { connector: first.connectors[0] })
  // wagmi's storage writes are asynchronous.
  await new Promise((resolve) => setTimeout(resolve, 10))
  const config = page(storage, w, fixed)
  await hydrated(config)
  const restoring = reconnect(config)
  return { config, restoring }
}

describe('a request the instant a restored connection shows', () => {
  // wagmi's injected connector looks for its provider only in a browser.
  beforeAll(() => vi.stubGlobal('window', globalThis))

  it('is served by the restored connector, not the stored copy', async () => {
    const w = wallet()
    const { config, restoring } = await reload(w)
    const shown = getConnection(config)
    expect(shown.status).toBe('reconnecting')
    expect(shown.address).toBe(account.address)
    // The account shows with the configured connector's look, not a bare copy.
    expect(shown.connector?.icon).toBe('data:,')

    const signature = await signMessage(config, { message: 'restored' })
    expect(await recoverMessageAddress({ message: 'restored', signature })).toBe(account.address)
    expect(w.state.signed).toBe(1)
    await restoring
    expect(getConnection(config).status).toBe('connected')
  })

  it('fails as before the fix: the stored copy has no getChainId', async () => {
    const w = wallet()
    const { config, restoring } = await reload(w, false)
    await expect(signMessage(config, { message: 'restored' })).rejects.toThrow(/getChainId is not a function/)
    await restoring
  })

  it('switching chains waits for the restore too', async () => {
    const { config, restoring } = await reload(wallet())
    await expect(switchChain(config, { chainId: mainnet.id })).resolves.toMatchObject({ id: mainnet.id })
    await restoring
  })

  it('fails as not found, without hanging, when nothing was restored', async () => {
    const w = wallet()
    const storage = memoryStorage()
    const first = page(storage, w, true)
    await connect(first, { connector: first.connectors[0] })
    await new Promise((resolve) => setTimeout(resolve, 10))
    // The visitor revoked the site in the wallet meanwhile: reconnect() restores nothing.
    w.state.connected = false
    const config = page(storage, w, true)
    await hydrated(config)
    const restoring = reconnect(config)
    await expect(signMessage(config, { message: 'restored' })).rejects.toThrow(/Connector not found/)
    expect(w.state.signed).toBe(0)
    await restoring
    expect(getConnection(config).status).toBe('disconnected')
  })
})
