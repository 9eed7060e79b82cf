import { createConfig, http, injected } from 'wagmi'
import { walletConnect } from 'wagmi/connectors'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { walletConnectConnector } from '../../../web/kit/wallets/walletConnect/index.ts'
import { hasWalletConnectMethods } from '../../../web/kit/wallets/walletConnect/methods.ts'

// The connect modal reaches our connector's own methods only through this guard: wagmi's
// connectors (its WalletConnect one included) have none of them.

describe('hasWalletConnectMethods', () => {
  it("tells our WalletConnect connector from wagmi's, as wagmi's config holds them", () => {
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:9') },
      connectors: [
        walletConnectConnector({ appName: 'Beacon', projectId: 'unit', relayUrl: 'ws://127.0.0.1:9' }),
        injected(),
        walletConnect({ projectId: 'unit', showQrModal: false }),
      ],
      multiInjectedProviderDiscovery: false,
      ssr: true,
    })
    expect(config.connectors.map((c) => hasWalletConnectMethods(c))).toEqual([true, false, false])
    expect(hasWalletConnectMethods(undefined)).toBe(false)
  })
})
