import { describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { CallsStoppedError, NoCallsError } from '../../../web/kit/calls/errors.ts'
import { en } from '../../../web/kit/i18n/en.ts'
import { enErrors } from '../../../web/kit/i18n/en-errors.ts'
import { requestErrorMessage } from '../../../web/kit/ui/errors/requestError.ts'
import { sendCalls, type CallsProgress, type WalletRpc } from '../../../web/kit/calls/send.ts'
import { capabilitiesFor, chooseStrategy, isAtomic, requestCapabilities } from '../../../web/kit/calls/strategy.ts'

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CALLS = [
  { to: TO, value: 1n },
  { to: TO, data: '0xdeadbeef' as const },
  { to: FROM, value: 2n },
]
const PAYMASTER = 'https://paymaster.example/rpc'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * A wallet that answers each method from `answers` (a value, an error, or a function of the
 * params), and records every request.
 */
function fakeWallet(answers: Record<string, unknown>) {
  const requests: { method: string; params: unknown }[] = []
  let sent = 0
  const wallet: WalletRpc = {
    async request({ method, params }) {
      requests.push({ method, params })
      const answer = answers[method]
      const value = typeof answer === 'function' ? answer(params, sent) : answer
      if (method === 'eth_sendTransaction') sent += 1
      if (value instanceof Error) throw value
      if (value === undefined) throw rpcError(-32601, `${method} does not exist`)
      return value
    },
  }
  return { wallet, requests, methods: () => requests.map((r) => r.method) }
}

const hashOf = (n: number) => `0x${String(n).repeat(64)}`

describe('choosing how calls go to the wallet', () => {
  it('reads the chain capabilities, hex or numeric keys, the chain over 0x0', () => {
    const answer = { '0x0': { paymasterService: { supported: true } }, '0x1': { atomic: { status: 'supported' } } }
    expect(capabilitiesFor(answer, 1)).toEqual({
      paymasterService: { supported: true },
      atomic: { status: 'supported' },
    })
    expect(capabilitiesFor({ 1: { atomic: { status: 'ready' } } }, 1)).toEqual({ atomic: { status: 'ready' } })
    expect(capabilitiesFor({ '0x2': { atomic: { status: 'supported' } } }, 1)).toEqual({})
    expect(capabilitiesFor(null, 1)).toEqual({})
  })

  it('is one wallet_sendCalls for atomic wallets (v2 supported or ready, v1 atomicBatch) and Safes only', () => {
    expect(isAtomic({ atomic: { status: 'supported' } })).toBe(true)
    expect(isAtomic({ atomic: { status: 'ready' } })).toBe(true)
    expect(isAtomic({ atomic: { status: 'unsupported' } })).toBe(false)
    expect(isAtomic({ atomicBatch: { supported: true } })).toBe(true)
    expect(chooseStrategy({ atomic: { status: 'supported' } })).toBe('wallet')
    expect(chooseStrategy({ atomic: { status: 'unsupported' } })).toBe('sequence')
    expect(chooseStrategy(undefined)).toBe('sequence')
    expect(chooseStrategy(undefined, 'safe')).toBe('wallet')
  })

  it('passes the paymaster only where the wallet reports paymasterService for the chain', () => {
    expect(requestCapabilities({ paymasterService: { supported: true } }, PAYMASTER)).toEqual({
      paymasterService: { url: PAYMASTER },
    })
    expect(requestCapabilities({ paymasterService: { supported: false } }, PAYMASTER)).toBeUndefined()
    expect(requestCapabilities({ atomic: { status: 'supported' } }, PAYMASTER)).toBeUndefined()
    expect(requestCapabilities(undefined, PAYMASTER)).toBeUndefined()
    expect(requestCapabilities({ paymasterService: { supported: true } }, undefined)).toBeUndefined()
  })
})

describe('sending calls', () => {
  it('an atomic wallet gets one wallet_sendCalls with every call, and the paymaster it supports', async () => {
    const w = fakeWallet({
      wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } } },
      wallet_sendCalls: { id: 'bundle-1' },
    })
    const sent = await sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS, paymasterUrl: PAYMASTER })
    expect(sent).toEqual({ via: 'wallet', id: 'bundle-1' })
    expect(w.methods()).toEqual(['wallet_getCapabilities', 'wallet_sendCalls'])
    expect(w.requests[1].params).toEqual([
      {
        version: '2.0.0',
        chainId: '0x1',
        from: FROM,
        atomicRequired: true,
        calls: [
          { to: TO, value: '0x1' },
          { to: TO, data: '0xdeadbeef' },
          { to: FROM, value: '0x2' },
        ],
        capabilities: { paymasterService: { url: PAYMASTER } },
      },
    ])
  })

  it('a wallet without the paymaster capability gets no capabilities at all', async () => {
    const w = fakeWallet({
      wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' } } },
      wallet_sendCalls: 'bundle-v1',
    })
    expect(await sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS, paymasterUrl: PAYMASTER })).toEqual({
      via: 'wallet',
      id: 'bundle-v1',
    })
    expect((w.requests[1].params as [{ capabilities?: unknown }])[0].capabilities).toBeUndefined()
  })

  it('a Safe gets one wallet_sendCalls even if it reports nothing', async () => {
    const w = fakeWallet({ wallet_getCapabilities: {}, wallet_sendCalls: { id: '0xsafe' } })
    const sent = await sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS, connectorType: 'safe' })
    expect(sent).toEqual({ via: 'wallet', id: '0xsafe' })
  })

  it.each([
    ['no wallet_getCapabilities (-32601)', { wallet_getCapabilities: rpcError(-32601, 'Method not found') }],
    ['no atomic capability', { wallet_getCapabilities: { '0x1': { atomic: { status: 'unsupported' } } } }],
    [
      'atomic reported, yet wallet_sendCalls unknown (4200)',
      {
        wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' } } },
        wallet_sendCalls: rpcError(4200, 'Unsupported method'),
      },
    ],
  ])('%s: one by one, with progress', async (_, answers) => {
    const w = fakeWallet({ ...answers, eth_sendTransaction: (_p: unknown, n: number) => hashOf(n + 1) })
    const progress: CallsProgress[] = []
    const sent = await sendCalls(w.wallet, {
      from: FROM,
      chainId: 1,
      calls: CALLS,
      onProgress: (p) => progress.push(p),
    })
    expect(sent).toEqual({ via: 'sequence', hashes: [hashOf(1), hashOf(2), hashOf(3)] })
    expect(progress).toEqual([
      { current: 1, total: 3 },
      { current: 2, total: 3 },
      { current: 3, total: 3 },
    ])
    expect(w.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.params)).toEqual([
      [{ from: FROM, to: TO, value: '0x1' }],
      [{ from: FROM, to: TO, data: '0xdeadbeef' }],
      [{ from: FROM, to: FROM, value: '0x2' }],
    ])
  })

  it('stops at the first refusal and says which calls went through', async () => {
    const w = fakeWallet({
      eth_sendTransaction: (_p: unknown, n: number) =>
        n === 1 ? rpcError(4001, 'User rejected the request.') : hashOf(n + 1),
    })
    const error = await sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CallsStoppedError)
    const stopped = error as CallsStoppedError
    expect(stopped.message).toBe('You refused call 2 of 3 in your wallet. 1 call went through before it.')
    expect([stopped.index, stopped.total, stopped.sent, stopped.refused]).toEqual([2, 3, [hashOf(1)], true])
    // Nothing is asked after the refusal.
    expect(w.methods().filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
    // The page's error text keeps it whole, not the bare 'You rejected the request.' of its cause.
    expect(requestErrorMessage(en, enErrors, stopped)).toBe(stopped.message)
  })

  it('a failure that is not a refusal says so, with the wallet’s words', async () => {
    const w = fakeWallet({
      eth_sendTransaction: (_p: unknown, n: number) =>
        n === 2 ? rpcError(-32000, 'insufficient funds') : hashOf(n + 1),
    })
    const error = (await sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS }).catch(
      (e: unknown) => e,
    )) as Error
    expect(error.message).toBe('Call 3 of 3 was not sent: insufficient funds. 2 calls went through before it.')
  })

  it('a refusal of the first call is the wallet’s own error: nothing went through', async () => {
    const refusal = rpcError(4001, 'User rejected the request.')
    const w = fakeWallet({ eth_sendTransaction: refusal })
    await expect(sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS })).rejects.toBe(refusal)
  })

  it('a refusal of the bundle itself is not a fallback to one by one', async () => {
    const refusal = rpcError(4001, 'User rejected the request.')
    const w = fakeWallet({
      wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' } } },
      wallet_sendCalls: refusal,
    })
    await expect(sendCalls(w.wallet, { from: FROM, chainId: 1, calls: CALLS })).rejects.toBe(refusal)
    expect(w.methods()).not.toContain('eth_sendTransaction')
  })

  it('no calls is a clear error before anything is asked', async () => {
    const w = fakeWallet({})
    await expect(sendCalls(w.wallet, { from: FROM, chainId: 1, calls: [] })).rejects.toThrow(new NoCallsError().message)
    expect(w.requests).toHaveLength(0)
  })
})
