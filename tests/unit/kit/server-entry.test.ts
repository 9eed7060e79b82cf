import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'

// The kit's server entry (web/kit/server.ts) in Node without a DOM: loading it reads no browser
// global, and its SIWE check accepts a good message and refuses a wrong one.

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const
const touched: string[] = []
const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
// Traps: any read of these while the entry loads is recorded (and finds nothing, as on a server).
for (const name of BROWSER_GLOBALS)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      touched.push(name)
      return undefined
    },
  })
afterAll(() => {
  for (const [name, descriptor] of saved)
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
})

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaf784d7bf4f2ff80')
const NOW = Date.parse('2026-11-28T12:00:00Z')
const message = (domain = 'app.example') =>
  createSiweMessage({
    address: account.address,
    chainId: 1,
    domain,
    nonce: 'abcdefgh12345678',
    uri: `https://${domain}/`,
    version: '1',
    issuedAt: new Date(NOW - 1_000),
  })

describe('web/kit/server.ts', () => {
  it('loads without reading window, document or storage, and exports the sign-in checks', async () => {
    const server = await import('../../../web/kit/server.ts')
    expect(touched).toEqual([])
    expect(Object.keys(server).sort()).toEqual([
      'AuthError',
      'CLOCK_SKEW_MS',
      'CONTRACT_CHECK_DEADLINE_MS',
      'InvalidSignatureError',
      'NONCE_TTL_MS',
      'RPC_TIMEOUT_MS',
      'RpcUnavailableError',
      'checkSiweMessage',
      'createSignatureVerifier',
    ])
  })

  it("accepts a message for the site's origin and chain, and refuses another domain's", async () => {
    const { AuthError, checkSiweMessage } = await import('../../../web/kit/server.ts')
    const expected = { origins: [new URL('https://app.example')], chainId: 1, now: NOW }
    expect(checkSiweMessage(message(), expected)).toMatchObject({ address: account.address, chainId: 1 })
    let refusal: unknown
    try {
      checkSiweMessage(message('evil.example'), expected)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(AuthError)
    expect(refusal).toMatchObject({ status: 403, code: 'domain_mismatch' })
  })

  it("verifies an EOA's signature without asking the chain", async () => {
    const { createSignatureVerifier } = await import('../../../web/kit/server.ts')
    // No RPC on this port: an EOA's signature is recovered locally.
    const verify = createSignatureVerifier({ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' })
    const text = message()
    const signature = await account.signMessage({ message: text })
    expect(await verify({ address: account.address, message: text, signature })).toBe(true)
    expect(touched).toEqual([])
  })
})
