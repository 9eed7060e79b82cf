// The auth module's typed API (web/kit/wasm/auth.ts) on one authenticate round as a dapp and a
// wallet run it: the payload narrowed to what the wallet supports, a CACAO signed by a real key
// over the message the core rebuilds, then bound to the request we sent.
import { beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import * as utils from '@walletconnect/utils'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import type { AuthPayload, Cacao } from '../../../web/kit/wasm/auth.ts'
import { WcUtilsError } from '../../../web/kit/wasm/validate.ts'

let core: CoreApi
const account = privateKeyToAccount(generatePrivateKey())
const recap = utils.createEncodedRecap('eip155', 'request', [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
])
const request: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:137'],
  domain: 'localhost:5173',
  aud: 'http://localhost:5173/',
  version: '1',
  nonce: 'Qk9OQ0UxMjM0',
  iat: '2026-11-24T00:00:00.000Z',
  exp: '2026-11-24T00:10:00.000Z',
  statement: 'Sign in to Beacon',
  resources: [recap],
}
const now = Date.parse('2026-11-24T00:05:00.000Z')

beforeAll(async () => {
  core = await loadCoreNode()
})

async function signedCacao(payload: AuthPayload): Promise<Cacao> {
  const iss = `did:pkh:eip155:1:${account.address}`
  const { chains: _chains, type: _type, ...fields } = payload
  const p = { ...fields, iss }
  return {
    h: { t: 'caip122' },
    p,
    s: { t: 'eip191', s: await account.signMessage({ message: core.formatMessage(p, iss) }) },
  }
}

describe('auth API of the core', () => {
  it('narrows an authenticate request to what the wallet supports, as the reference does', () => {
    const params = { authPayload: request, chains: ['eip155:1'], methods: ['personal_sign'] }
    const populated = core.populateAuthPayload(params)
    expect(populated).toEqual(utils.populateAuthPayload(structuredClone(params)))
    expect(populated.chains).toEqual(['eip155:1'])
    const narrowed = core.getRecapFromResources(populated.resources)!
    expect(core.getMethodsFromRecap(narrowed)).toEqual(['personal_sign'])
    expect(core.getChainsFromRecap(narrowed)).toEqual(['eip155:1'])
    expect(core.decodeRecap(narrowed)).toEqual({
      att: { eip155: { 'request/personal_sign': [{ chains: ['eip155:1'] }] } },
    })
  })

  it('rebuilds the message a wallet signed, and binds its CACAO to our request only', async () => {
    const cacao = await signedCacao(
      core.populateAuthPayload({ authPayload: request, chains: ['eip155:1'], methods: ['personal_sign'] }),
    )
    const message = core.formatMessage(cacao.p, cacao.p.iss)
    expect(message).toBe(utils.formatMessage(cacao.p, cacao.p.iss))
    expect(await verifyMessage({ address: account.address, message, signature: cacao.s.s as `0x${string}` })).toBe(true)
    expect(core.getDidAddress(cacao.p.iss)).toBe(account.address)
    expect(core.getNamespacedDidChainId(cacao.p.iss)).toBe('eip155:1')

    const binding = { domain: request.domain, nonce: request.nonce, uri: request.aud, chains: ['eip155:1'] }
    expect(core.isCacaoBoundToRequest({ cacao, request: binding }, now)).toEqual({ valid: true })
    expect(
      core.isCacaoBoundToRequest(
        { cacao: { ...cacao, p: { ...cacao.p, domain: 'evil.example' } }, request: binding },
        now,
      ),
    ).toEqual({
      valid: false,
      reason: 'domain mismatch: requested localhost:5173, got evil.example',
    })
    expect(core.isCacaoBoundToRequest({ cacao, request: { ...binding, nonce: 'other' } }, now).reason).toBe(
      'nonce mismatch: requested other, got Qk9OQ0UxMjM0',
    )
    expect(core.isCacaoBoundToRequest({ cacao, request: binding }, Date.parse('2026-11-24T00:11:00.000Z')).reason).toBe(
      'cacao has expired',
    )
    // Without a clock argument it reads the real one: this CACAO expired in 2026.
    expect(core.isCacaoBoundToRequest({ cacao, request: binding }).valid).toBe(Date.now() <= Date.parse(request.exp!))
  })

  it('throws what the reference throws, as WcUtilsError', () => {
    expect(() => core.decodeRecap('urn:recap:e30')).toThrow(WcUtilsError)
    expect(() => core.decodeRecap('urn:recap:e30')).toThrow('No `att` property found')
    expect(() => core.isValidRecap({ att: { eip155: {} } })).toThrow('Resource object is empty: eip155')
    expect(() => core.populateAuthPayload({ authPayload: request, chains: ['eip155:10'], methods: [] })).toThrow(
      'No supported chains',
    )
    expect(() => core.formatMessage({ ...request, statement: 'a\nURI: http://evil' }, 'did:pkh:eip155:1:0xab')).toThrow(
      'Statement must not contain line breaks',
    )
  })
})
