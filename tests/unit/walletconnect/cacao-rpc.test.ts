import { buildAuthObject, formatMessage, validateSignedCacao } from '@walletconnect/utils'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeFunctionData, hashMessage, parseAbi, type EIP1193RequestFn, type Hex } from 'viem'
import {
  cacaoCheckOf,
  fetchWithCacaoChecks,
  WALLETCONNECT_RPC,
} from '../../../web/kit/wallets/walletConnect/authenticate/cacao-rpc.ts'

// sign-client's own check of a contract account's CACAO, answered from the app's chain: the real
// validateSignedCacao of @walletconnect/utils runs against the routed fetch, offline.

const SAFE = '0x5afe00000000000000000000000000000000cafe'
const MAGIC_WORD = `0x1626ba7e${'00'.repeat(28)}`
const abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
const realFetch = globalThis.fetch

afterEach(() => {
  globalThis.fetch = realFetch
})

const offline: typeof fetch = (input) => Promise.reject(new TypeError(`offline: ${String(input)}`))

/** A CACAO of the Safe on chain 31337 with an eip1271 signature. */
function safeCacao(signature: Hex) {
  const iss = `did:pkh:eip155:31337:${SAFE}`
  const payload = {
    type: 'caip122',
    chains: ['eip155:31337'],
    domain: '127.0.0.1:5173',
    aud: 'http://127.0.0.1:5173',
    nonce: 'abcdefgh12345678',
    version: '1',
    iat: new Date().toISOString(),
    statement: 'Sign in to Beacon.',
  }
  return { cacao: buildAuthObject(payload, { t: 'eip1271', s: signature }, iss), message: formatMessage(payload, iss) }
}

describe("sign-client's CACAO check for a contract account", () => {
  it('asks the app RPC for isValidSignature of the message hash, and passes when the account says yes', async () => {
    const { cacao, message } = safeCacao('0x1234')
    const calls: unknown[] = []
    const request = (async (args: { params: unknown }) => {
      calls.push(args.params)
      return MAGIC_WORD
    }) as EIP1193RequestFn
    globalThis.fetch = fetchWithCacaoChecks(offline, 31337, request)
    expect(await validateSignedCacao({ cacao, projectId: 'p' })).toBe(true)
    const [[call, block]] = calls as [[{ to: string; data: Hex }, string]]
    expect(call.to.toLowerCase()).toBe(SAFE)
    expect(block).toBe('latest')
    expect(decodeFunctionData({ abi, data: call.data }).args).toEqual([hashMessage(message), '0x1234'])
  })

  it('fails when the account does not say yes, or the RPC errs', async () => {
    const { cacao } = safeCacao('0x1234')
    globalThis.fetch = fetchWithCacaoChecks(offline, 31337, (async () => `0xffffffff${'00'.repeat(28)}`) as never)
    expect(await validateSignedCacao({ cacao, projectId: 'p' })).toBe(false)
    const reverting = async () => Promise.reject(Object.assign(new Error('execution reverted'), { code: 3 }))
    globalThis.fetch = fetchWithCacaoChecks(offline, 31337, reverting as never)
    expect(await validateSignedCacao({ cacao, projectId: 'p' })).toBe(false)
  })

  it("leaves other chains' checks, other calls and every other request to the original fetch", async () => {
    const body = (params: unknown[], method = 'eth_call') => JSON.stringify({ id: 1, jsonrpc: '2.0', method, params })
    const call = [{ to: SAFE, data: '0x1626ba7e00' }, 'latest']
    const ours = `${WALLETCONNECT_RPC}?chainId=eip155:31337&projectId=p`
    expect(cacaoCheckOf(ours, { method: 'POST', body: body(call) }, 31337)).toEqual({ id: 1, params: call })
    expect(cacaoCheckOf(ours.replace('31337', '1'), { method: 'POST', body: body(call) }, 31337)).toBeUndefined()
    expect(
      cacaoCheckOf('https://rpc.example/v1/?chainId=eip155:31337', { method: 'POST', body: body(call) }, 31337),
    ).toBeUndefined()
    expect(cacaoCheckOf(ours, { method: 'POST', body: body(call, 'eth_sendTransaction') }, 31337)).toBeUndefined()
    const transfer = [{ to: SAFE, data: '0xa9059cbb00' }, 'latest']
    expect(cacaoCheckOf(ours, { method: 'POST', body: body(transfer) }, 31337)).toBeUndefined()
    expect(cacaoCheckOf(ours, { method: 'POST', body: 'not json' }, 31337)).toBeUndefined()
    expect(cacaoCheckOf(ours, { method: 'GET' }, 31337)).toBeUndefined()

    const seen: string[] = []
    const original: typeof fetch = async (input) => {
      seen.push(String(input))
      return new Response('{}')
    }
    const routed = fetchWithCacaoChecks(original, 31337, (async () => MAGIC_WORD) as never)
    await routed('http://127.0.0.1:8545', { method: 'POST', body: body(call) })
    await routed(ours.replace('31337', '1'), { method: 'POST', body: body(call) })
    expect(seen).toEqual(['http://127.0.0.1:8545', ours.replace('31337', '1')])
  })
})
