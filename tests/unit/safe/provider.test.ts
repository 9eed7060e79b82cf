import { describe, expect, it } from 'vitest'
import { hashMessage, toHex } from 'viem'
import { SAFE_INFO, safeProviderOnFakeHost } from './fake-host.ts'

const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
const EXECUTED_HASH = `0x${'cd'.repeat(32)}`
const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The host's answers; a test can make the user reject, or the Safe sign on-chain. */
let reject = false
let onChain = false
const rpcCalls: { call: string; params: unknown[] }[] = []
function answer(method: string, params: unknown): unknown {
  switch (method) {
    case 'getSafeInfo':
      return SAFE_INFO
    case 'sendTransactions':
    case 'signMessage':
    case 'signTypedMessage':
      if (reject) throw new Error('Transaction was rejected')
      return method === 'sendTransactions' || onChain
        ? { safeTxHash: SAFE_TX_HASH }
        : { messageHash: '0x01', signature: '0x5151' }
    case 'getTxBySafeTxHash':
      if ((params as { safeTxHash: string }).safeTxHash !== SAFE_TX_HASH) throw new Error('404: Transaction not found')
      return { txStatus: 'SUCCESS', txHash: EXECUTED_HASH }
    case 'rpcCall': {
      const { call, params: args } = params as { call: string; params: unknown[] }
      rpcCalls.push({ call, params: args })
      if (call === 'eth_getBlockByNumber') return { number: '0x10' }
      if (call === 'eth_getTransactionReceipt')
        return {
          transactionHash: args[0],
          status: '0x1',
          logs: [],
          blockHash: '0x1',
          blockNumber: '0x10',
          gasUsed: '0x5208',
        }
      return `${call}-result`
    }
    default:
      throw new Error(`unexpected ${method}`)
  }
}

describe('SafeProvider over the Safe Apps SDK', () => {
  const safe = safeProviderOnFakeHost(answer)
  const lastRequest = () => safe.host.requests.at(-1)!

  it('answers accounts and chain id locally', async () => {
    const before = safe.host.requests.length
    expect(await safe.provider.request({ method: 'eth_accounts' })).toEqual([SAFE_INFO.safeAddress])
    expect(await safe.provider.request({ method: 'eth_requestAccounts' })).toEqual([SAFE_INFO.safeAddress])
    expect(await safe.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(safe.host.requests.length).toBe(before)
  })

  it('sends transactions with value defaulting to "0" and data to "0x"', async () => {
    expect(await safe.provider.request({ method: 'eth_sendTransaction', params: [{ to: OTHER }] })).toBe(SAFE_TX_HASH)
    expect(lastRequest()).toEqual({
      method: 'sendTransactions',
      params: { txs: [{ to: OTHER, value: '0', data: '0x' }] },
    })
    await safe.provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: OTHER, value: '0x10', data: '0xabcd', gas: '0x5208' }],
    })
    expect(lastRequest().params).toEqual({
      txs: [{ to: OTHER, value: '16', data: '0xabcd' }],
      params: { safeTxGas: 21000 },
    })
  })

  it('resolves receipts of a safeTxHash to the executed transaction', async () => {
    const receipt = (await safe.provider.request({ method: 'eth_getTransactionReceipt', params: [SAFE_TX_HASH] })) as {
      transactionHash: string
    }
    expect(receipt.transactionHash).toBe(EXECUTED_HASH)
    // Any other hash is an ordinary transaction hash.
    await safe.provider.request({ method: 'eth_getTransactionReceipt', params: [OTHER] })
    expect(rpcCalls.at(-1)).toEqual({ call: 'eth_getTransactionReceipt', params: [OTHER] })
  })

  it('a Safe that signs on-chain: the empty signature, and the safeTxHash kept under the message’s hash', async () => {
    onChain = true
    try {
      const text = 'sign in, on-chain'
      expect(
        await safe.provider.request({ method: 'personal_sign', params: [toHex(text), SAFE_INFO.safeAddress] }),
      ).toBe('0x')
      expect(safe.provider.onChainSignature(hashMessage(text))).toBe(SAFE_TX_HASH)
      expect(safe.provider.onChainSignature(hashMessage('another message'))).toBeUndefined()
    } finally {
      onChain = false
    }
    // Signed off-chain, a message has no transaction.
    await safe.provider.request({ method: 'personal_sign', params: [toHex('off-chain'), SAFE_INFO.safeAddress] })
    expect(safe.provider.onChainSignature(hashMessage('off-chain'))).toBeUndefined()
  })

  it('signs messages and typed data through the safe.host, for the Safe only', async () => {
    expect(
      await safe.provider.request({ method: 'personal_sign', params: ['0x6869', SAFE_INFO.safeAddress.toLowerCase()] }),
    ).toBe('0x5151')
    expect(lastRequest()).toEqual({ method: 'signMessage', params: { message: '0x6869' } })
    await safe.provider.request({ method: 'eth_sign', params: [SAFE_INFO.safeAddress, `0x${'11'.repeat(32)}`] })
    expect(lastRequest().method).toBe('signMessage')
    const typedData = {
      domain: { chainId: 31337 },
      types: { Mail: [{ name: 'text', type: 'string' }] },
      message: { text: 'hi' },
      primaryType: 'Mail',
    }
    await safe.provider.request({
      method: 'eth_signTypedData_v4',
      params: [SAFE_INFO.safeAddress, JSON.stringify(typedData)],
    })
    expect(lastRequest()).toEqual({ method: 'signTypedMessage', params: { typedData } })
    for (const request of [
      { method: 'personal_sign', params: ['0x6869', OTHER] },
      { method: 'eth_sign', params: [SAFE_INFO.safeAddress, 'not hex'] },
      { method: 'eth_signTypedData', params: [OTHER, typedData] },
    ]) {
      await expect(safe.provider.request(request)).rejects.toThrow('The address or message hash is invalid')
    }
  })

  it('reads through rpcCall', async () => {
    const reads: [string, unknown[]][] = [
      ['eth_call', [{ to: OTHER, data: '0x' }, 'latest']],
      ['eth_getBalance', [OTHER, 'latest']],
      ['eth_getCode', [OTHER, 'latest']],
      ['eth_getLogs', [{ fromBlock: '0x0' }]],
      ['eth_estimateGas', [{ to: OTHER }]],
      ['eth_gasPrice', []],
      ['eth_getStorageAt', [OTHER, '0x0', 'latest']],
      ['eth_getTransactionCount', [OTHER, 'latest']],
      ['eth_getBlockByNumber', ['latest', false]],
    ]
    for (const [method, params] of reads) {
      await safe.provider.request({ method, params })
      expect(rpcCalls.at(-1)?.call).toBe(method)
    }
    expect(await safe.provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
  })

  it('refuses what it does not implement', async () => {
    await expect(safe.provider.request({ method: 'eth_subscribe', params: ['newHeads'] })).rejects.toThrow(
      '"eth_subscribe" not implemented',
    )
    await expect(
      safe.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('makes a safe.host rejection a user rejection (4001) with the safe.host text', async () => {
    reject = true
    await expect(
      safe.provider.request({ method: 'eth_sendTransaction', params: [{ to: OTHER }] }),
    ).rejects.toMatchObject({
      message: 'Transaction was rejected',
      code: 4001,
    })
    reject = false
  })

  it('batches calls (EIP-5792) into one sendTransactions and reports their status', async () => {
    expect(await safe.provider.request({ method: 'wallet_getCapabilities', params: [SAFE_INFO.safeAddress] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    const { id } = (await safe.provider.request({
      method: 'wallet_sendCalls',
      params: [
        { version: '2.0.0', chainId: '0x7a69', calls: [{ to: OTHER }, { to: OTHER, value: '0x1', data: '0x12' }] },
      ],
    })) as { id: string }
    expect(lastRequest().params).toEqual({
      txs: [
        { to: OTHER, value: '0', data: '0x' },
        { to: OTHER, value: '1', data: '0x12' },
      ],
    })
    const status = (await safe.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: { transactionHash: string }[]
    }
    expect(status.status).toBe(200)
    expect(status.receipts[0].transactionHash).toBe(EXECUTED_HASH)
    await expect(
      safe.provider.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to: OTHER }] }] }),
    ).rejects.toMatchObject({
      code: 5710,
    })
  })

  it("surfaces the SDK's own validations", async () => {
    await expect(safe.provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).rejects.toThrow(
      'No transactions were passed',
    )
    await expect(safe.provider.sdk.txs.getBySafeTxHash('')).rejects.toThrow('Invalid safeTxHash')
    await expect(
      safe.provider.request({ method: 'eth_signTypedData_v4', params: [SAFE_INFO.safeAddress, { message: {} }] }),
    ).rejects.toThrow('Invalid typed data')
  })
})
