import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import type { Connector } from 'wagmi'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'
import { safeContextQuery } from '../../../web/kit/ui/SafePanel/useSafe.ts'
import { SafeProvider } from '../../../web/kit/safe/provider.ts'
import { cachePersister } from '../../../web/kit/wagmi/queryClient.ts'

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A Safe connector whose provider is the real SafeProvider over a stubbed SDK. */
function safeConnector(): Connector {
  const sdk = {
    safe: {
      getChainInfo: async () => ({ chainName: 'Ethereum', shortName: 'eth', chainId: '1' }),
      getEnvironmentInfo: async () => ({ origin: 'https://app.safe.global' }),
    },
  }
  const info = { safeAddress: SAFE, chainId: 1, owners: [OWNER], threshold: 1, isReadOnly: false, network: 'MAINNET' }
  const provider = new SafeProvider(sdk as never, info as never)
  return { uid: 'safe-uid', type: 'safe', getProvider: async () => provider } as unknown as Connector
}

describe('the persisted query cache', () => {
  it('round-trips through its JSON: the Safe context is plain data, balances keep their bigints', async () => {
    const client = new QueryClient()
    const safeQuery = safeContextQuery(safeConnector())
    await client.fetchQuery(safeQuery)
    const balanceKey = ['balance', { address: SAFE, chainId: 1 }]
    client.setQueryData(balanceKey, { value: 12n * 10n ** 18n, decimals: 18, symbol: 'ETH' })

    // The persister package carries its own copy of query-core (5.104 beside 5.108), whose
    // QueryClient type differs from ours in private fields only.
    const storage = memoryStorage()
    const persister = cachePersister(storage, 0)
    await persistQueryClientSave({ queryClient: client as never, persister })
    await vi.waitFor(() => expect(storage.getItem('cache')).not.toBeNull())

    const restored = new QueryClient()
    await persistQueryClientRestore({ queryClient: restored as never, persister })
    expect(restored.getQueryData(safeQuery.queryKey)).toStrictEqual({
      address: SAFE,
      chainId: 1,
      owners: [OWNER],
      threshold: 1,
      shortName: 'eth',
      hostOrigin: 'https://app.safe.global',
    })
    for (const query of client.getQueryCache().getAll()) {
      expect(restored.getQueryData(query.queryKey)).toStrictEqual(query.state.data)
    }
  })
})
