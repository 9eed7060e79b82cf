import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { CORE_WASM_PATHS, loadCoreNode, loadValidateFullNode } from '../../../web/kit/wasm/load-node.ts'
import { CoreAbi } from '../../../web/kit/wasm/abi.ts'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import { CoreError } from '../../../web/kit/wasm/errors.ts'
import {
  WcUtilsError,
  encodeArgs,
  instantiateWcModule,
  wcCaller,
  reviveUndefined,
} from '../../../web/kit/wasm/validate.ts'

let core: CoreApi
let fullCall: Awaited<ReturnType<typeof loadValidateFullNode>>
const topic = '7f'.repeat(32)
const symKey = '58'.repeat(32)

beforeAll(async () => {
  core = await loadCoreNode()
  fullCall = await loadValidateFullNode()
})

describe('validation API of the core', () => {
  it('parses a pairing URI and rejects an expired one', () => {
    const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000300&methods=wc_sessionPropose`
    expect(core.parsePairingUri(uri, 1_700_000_000)).toEqual({
      protocol: 'wc',
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      methods: ['wc_sessionPropose'],
      expiryTimestamp: 1700000300,
    })
    expect(() => core.parsePairingUri(uri, 1_700_000_301)).toThrow(CoreError)
    expect(() => core.parsePairingUri(uri, 1_700_000_301)).toThrow('pairing URI: expired at 1700000300')
    expect(() => core.parsePairingUri(`wc:${topic}@1?symKey=${symKey}`, 0)).toThrow('version "1" is not 2')
  })

  it('validates approve() and connect() params', () => {
    const requiredNamespaces = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }
    const namespaces = { eip155: { accounts: ['eip155:1:0xab'], methods: ['personal_sign', 'eth_sign'], events: [] } }
    expect(core.validateApprove({ requiredNamespaces, namespaces })).toBeNull()
    expect(
      core.validateApprove({
        requiredNamespaces,
        namespaces: { eip155: { ...namespaces.eip155, accounts: ['eip155:2:0xab'] } },
      })?.code,
    ).toBe(9)
    expect(core.validateConnect({ relays: [{ protocol: 'irn' }], optionalNamespaces: requiredNamespaces })).toBeNull()
    expect(core.validateConnect({ relays: 'irn' })).toEqual({
      message: 'Missing or invalid. connect() relays: irn',
      code: 5,
    })
  })

  it('throws where the reference throws, keeps undefined where it returns it (full module)', () => {
    expect(() => fullCall('getAccountsChains', [5])).toThrow(WcUtilsError)
    expect(fullCall('parseChainId', ['eip155'])).toEqual({ namespace: 'eip155', reference: undefined })
    expect('reference' in (fullCall('parseChainId', ['eip155']) as object)).toBe(true)
  })

  it("keeps the page's module to sign-client's checks", async () => {
    const pageCall = wcCaller(new CoreAbi(await instantiateWcModule(readFileSync(CORE_WASM_PATHS.validate))))
    expect(pageCall('validateConnect', [{ relays: 'irn' }])).toEqual({
      message: 'Missing or invalid. connect() relays: irn',
      code: 5,
    })
    expect(() => pageCall('parseChainId', ['eip155'])).toThrow('wc-validate: unknown function "parseChainId"')
  })

  it("refuses namespaces nested 100,000 deep with the core's error, as it does one level past its limit", () => {
    const nested = (depth: number, leaf: unknown = 1, wrap = (inner: unknown): unknown => ({ eip155: inner })) => {
      let value = leaf
      for (let i = 0; i < depth; i++) value = wrap(value)
      return value
    }
    const refusal = (namespaces: unknown): unknown => {
      try {
        return core.validateApprove({ requiredNamespaces: {}, namespaces })
      } catch (error) {
        return error
      }
    }
    const pastLimit = refusal(nested(126))
    expect(pastLimit).toBeInstanceOf(CoreError)
    expect((pastLimit as CoreError).message).toMatch(/^JSON: nesting deeper than 128 at byte \d+$/)
    for (const namespaces of [nested(100_000), nested(100_000, undefined), nested(1_000)]) {
      const error = refusal(namespaces)
      expect(error).toBeInstanceOf(CoreError)
      expect((error as CoreError).message).toBe((pastLimit as CoreError).message)
    }
    const arrays = refusal(nested(100_000, 1, (inner) => [inner]))
    expect(arrays).toBeInstanceOf(CoreError)
    expect((arrays as CoreError).message).toBe((refusal(nested(126, 1, (inner) => [inner])) as CoreError).message)
    // One level less reaches the validators, which answer as the reference does.
    expect(refusal(nested(125))).toMatchObject({ code: expect.any(Number) })
  })

  it('round-trips undefined through the JSON boundary', () => {
    const args = [undefined, { a: undefined, b: [undefined, 1] }]
    expect(encodeArgs(args)).toBe('[{"$undefined":true},{"a":{"$undefined":true},"b":[{"$undefined":true},1]}]')
    expect(reviveUndefined(JSON.parse(encodeArgs(args)))).toEqual(args)
  })
})
