import { UserRejectedRequestError } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import type { AuthChecks } from '../../../web/kit/wallets/walletConnect/authenticate/core-checks.ts'
import { OneClickSignInError, toAuthenticateError } from '../../../web/kit/wallets/walletConnect/authenticate/errors.ts'
import { authenticateRequest } from '../../../web/kit/wallets/walletConnect/authenticate/request.ts'
import { toProviderError } from '../../../web/kit/wallets/walletConnect/errors.ts'

let checks: AuthChecks
beforeAll(async () => {
  const core = await loadCoreNode()
  checks = new Proxy({} as AuthChecks, {
    get:
      (_, name) =>
      async (...args: unknown[]) =>
        (core[name as keyof AuthChecks] as (...a: unknown[]) => unknown)(...args),
  })
})

const input = {
  nonce: 'abcdef0123456789',
  chainIds: [31337],
  methods: ['personal_sign', 'eth_sendTransaction'],
  statement: 'Sign in to Beacon.',
  location: { host: 'app.example:8443', origin: 'https://app.example:8443' },
  now: new Date('2026-11-24T00:00:00.000Z'),
}

describe('the authenticate request', () => {
  it('names our domain, origin, chain, nonce and methods', async () => {
    expect(await authenticateRequest(checks, input)).toEqual({
      uri: 'https://app.example:8443',
      domain: 'app.example:8443',
      chains: ['eip155:31337'],
      nonce: 'abcdef0123456789',
      statement: 'Sign in to Beacon.',
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
  })
})

describe("sign-client's authenticate rejections", () => {
  it('a wallet refusal (a bare message) becomes a user rejection', () => {
    expect(toProviderError(toAuthenticateError('User rejected.'))).toBeInstanceOf(UserRejectedRequestError)
  })

  it("sign-client's own refusal of a CACAO (7000) is a failed verification", () => {
    const error = toAuthenticateError({ code: 7000, message: 'Cacao does not match the request: domain mismatch' })
    expect(error).toBeInstanceOf(OneClickSignInError)
    expect(error.message).toBe('Error verifying signature, please retry!')
  })

  it('anything else keeps its message', () => {
    expect(toAuthenticateError({ code: 5100, message: 'Unsupported chains.' }).message).toBe('Unsupported chains.')
    expect(toAuthenticateError(new Error('Request expired')).message).toBe('Request expired')
  })
})
