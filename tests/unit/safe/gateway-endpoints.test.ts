import { describe, expect, it } from 'vitest'
import * as api from '../../../web/kit/safe/gateway/endpoints.ts'
import type { Gateway } from '../../../web/kit/safe/gateway/request.ts'

const calls: { method: string; url: string; body?: string }[] = []
const gateway: Gateway = {
  baseUrl: 'http://127.0.0.1:9',
  fetch: async (url, init) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url).replace('http://127.0.0.1:9', ''),
      body: init?.body as string | undefined,
    })
    return Response.json({})
  },
}
const safe = { chainId: 1, address: '0x5afe' }

/** Every endpoint of docs/spec.md §7.3: what each function asks for. */
const cases: [string, () => Promise<unknown>, string, string][] = [
  ['getSafeInfo', () => api.getSafeInfo(gateway, safe), 'GET', '/v1/chains/1/safes/0x5afe'],
  [
    'getIncomingTransfers',
    () => api.getIncomingTransfers(gateway, safe, { value: '1' }),
    'GET',
    '/v1/chains/1/safes/0x5afe/incoming-transfers/?value=1',
  ],
  [
    'getModuleTransactions',
    () => api.getModuleTransactions(gateway, safe),
    'GET',
    '/v1/chains/1/safes/0x5afe/module-transactions/',
  ],
  [
    'getMultisigTransactions',
    () => api.getMultisigTransactions(gateway, safe, { executed: true }),
    'GET',
    '/v1/chains/1/safes/0x5afe/multisig-transactions/?executed=true',
  ],
  ['getBalances', () => api.getBalances(gateway, safe), 'GET', '/v1/chains/1/safes/0x5afe/balances/usd'],
  [
    'getBalances eur',
    () => api.getBalances(gateway, safe, 'eur', { trusted: false }),
    'GET',
    '/v1/chains/1/safes/0x5afe/balances/eur?trusted=false',
  ],
  ['getFiatCurrencies', () => api.getFiatCurrencies(gateway), 'GET', '/v1/balances/supported-fiat-codes'],
  [
    'getOwnedSafes',
    () => api.getOwnedSafes(gateway, { chainId: 1, address: '0xowner' }),
    'GET',
    '/v1/chains/1/owners/0xowner/safes',
  ],
  ['getCollectibles', () => api.getCollectibles(gateway, safe), 'GET', '/v1/chains/1/safes/0x5afe/collectibles'],
  [
    'getCollectiblesPage',
    () => api.getCollectiblesPage(gateway, safe, { limit: 10 }),
    'GET',
    '/v2/chains/1/safes/0x5afe/collectibles?limit=10',
  ],
  [
    'getTransactionHistory',
    () => api.getTransactionHistory(gateway, safe, { trusted: true }),
    'GET',
    '/v1/chains/1/safes/0x5afe/transactions/history?trusted=true',
  ],
  [
    'getTransactionQueue',
    () => api.getTransactionQueue(gateway, safe, { trusted: true }),
    'GET',
    '/v1/chains/1/safes/0x5afe/transactions/queued?trusted=true',
  ],
  [
    'getTransactionDetails',
    () => api.getTransactionDetails(gateway, { chainId: 1, transactionId: 'multisig_0x1' }),
    'GET',
    '/v1/chains/1/transactions/multisig_0x1',
  ],
  [
    'postSafeGasEstimation',
    () => api.postSafeGasEstimation(gateway, safe, { to: '0x1' }),
    'POST',
    '/v2/chains/1/safes/0x5afe/multisig-transactions/estimations',
  ],
  [
    'proposeTransaction',
    () => api.proposeTransaction(gateway, safe, { nonce: 1 }),
    'POST',
    '/v1/chains/1/transactions/0x5afe/propose',
  ],
  ['getChainsConfig', () => api.getChainsConfig(gateway), 'GET', '/v1/chains'],
  ['getChainConfig', () => api.getChainConfig(gateway, 1), 'GET', '/v1/chains/1'],
  ['getSafeApps', () => api.getSafeApps(gateway, 1, { url: 'x' }), 'GET', '/v1/chains/1/safe-apps?url=x'],
  ['getMasterCopies', () => api.getMasterCopies(gateway, 1), 'GET', '/v1/chains/1/about/master-copies'],
  [
    'getDecodedData',
    () => api.getDecodedData(gateway, 1, { data: '0x12345678', to: '0x1' }),
    'POST',
    '/v1/chains/1/data-decoder',
  ],
  ['getSafeMessages', () => api.getSafeMessages(gateway, safe), 'GET', '/v1/chains/1/safes/0x5afe/messages'],
  [
    'proposeSafeMessage',
    () => api.proposeSafeMessage(gateway, safe, { message: 'hi', signature: '0x' }),
    'POST',
    '/v1/chains/1/safes/0x5afe/messages',
  ],
  [
    'getSafeMessage',
    () => api.getSafeMessage(gateway, { chainId: 1, messageHash: '0xabc' }),
    'GET',
    '/v1/chains/1/messages/0xabc',
  ],
  [
    'confirmSafeMessage',
    () => api.confirmSafeMessage(gateway, { chainId: 1, messageHash: '0xabc' }, { signature: '0x1' }),
    'POST',
    '/v1/chains/1/messages/0xabc/signatures',
  ],
  ['getDelegates', () => api.getDelegates(gateway, 1, { safe: '0x5afe' }), 'GET', '/v1/chains/1/delegates?safe=0x5afe'],
]

describe('gateway endpoints', () => {
  it.each(cases)('%s', async (_, call, method, path) => {
    calls.length = 0
    await call()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method, url: path })
    if (method === 'POST') expect(JSON.parse(calls[0].body!)).toBeTypeOf('object')
  })

  it('a paged list follows the page URL it is given', async () => {
    calls.length = 0
    await api.getTransactionHistory(
      gateway,
      safe,
      { trusted: true },
      'http://127.0.0.1:9/v1/chains/1/safes/0x5afe/transactions/history?cursor=limit%3D20%26offset%3D20',
    )
    expect(calls[0].url).toBe('/v1/chains/1/safes/0x5afe/transactions/history?cursor=limit%3D20%26offset%3D20')
  })
})
