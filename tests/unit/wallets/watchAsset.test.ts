import { describe, expect, it } from 'vitest'
import { createConfig, createConnector, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mainnet } from 'viem/chains'
import { watchErc20 } from '../../../web/kit/wallets/watchAsset.ts'
import { UserRejectedError } from '../../../web/kit/wallets/errors.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

/** A wallet boundary stub: records requests, answers wallet_watchAsset as told. */
function walletStub(answer: () => unknown) {
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_watchAsset') return answer()
      throw new Error(`unexpected ${method}`)
    },
    on() {},
    removeListener() {},
  }
  const connector = createConnector(() => ({
    id: 'stub',
    name: 'Stub',
    type: 'stub',
    async connect(_parameters?: { chainId?: number; isReconnecting?: boolean }) {
      return { accounts: [account] as readonly `0x${string}`[], chainId: 1 } as never
    },
    async disconnect() {},
    async getAccounts() {
      return [account]
    },
    async getChainId() {
      return 1
    },
    async getProvider() {
      return provider
    },
    async isAuthorized() {
      return true
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
  const config = createConfig({
    chains: [mainnet],
    connectors: [connector],
    transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  })
  return { config, requests }
}

describe('watchErc20', () => {
  it('sends wallet_watchAsset with type ERC20 and decimals 18 by default', async () => {
    const { config, requests } = walletStub(() => true)
    await connect(config, { connector: config.connectors[0] })
    expect(await watchErc20(config, { address: token, symbol: 'DAI', image: 'https://example.org/dai.svg' })).toBe(true)
    expect(requests.find((r) => r.method === 'wallet_watchAsset')?.params).toEqual({
      type: 'ERC20',
      options: { address: token, symbol: 'DAI', decimals: 18, image: 'https://example.org/dai.svg' },
    })
  })

  it('keeps explicit decimals', async () => {
    const { config, requests } = walletStub(() => true)
    await connect(config, { connector: config.connectors[0] })
    await watchErc20(config, { address: token, symbol: 'USDC', decimals: 6 })
    expect((requests.at(-1)?.params as { options: { decimals: number } }).options.decimals).toBe(6)
  })

  it('a refusal is the spec user-rejected error', async () => {
    const { config } = walletStub(() => {
      throw Object.assign(new Error('User denied'), { code: 4001 })
    })
    await connect(config, { connector: config.connectors[0] })
    await expect(watchErc20(config, { address: token, symbol: 'DAI' })).rejects.toBeInstanceOf(UserRejectedError)
  })
})
