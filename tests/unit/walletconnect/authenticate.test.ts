import { beforeAll, describe, expect, it } from 'vitest'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import type { AuthChecks } from '../../../web/kit/wallets/walletConnect/authenticate/core-checks.ts'
import { authenticateRequest } from '../../../web/kit/wallets/walletConnect/authenticate/request.ts'

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
  statement: 'Sign in to Beacon.',
  location: { host: 'app.example:8443', origin: 'https://app.example:8443' },
  now: new Date('2026-11-24T00:00:00.000Z'),
}

describe('the authenticate request', () => {
  it('names our domain, origin, chain and nonce, for a proposal of five minutes', async () => {
    expect(await authenticateRequest(checks, input)).toEqual({
      uri: 'https://app.example:8443',
      domain: 'app.example:8443',
      chains: ['eip155:31337'],
      nonce: 'abcdef0123456789',
      statement: 'Sign in to Beacon.',
      ttl: 300,
    })
  })
})
