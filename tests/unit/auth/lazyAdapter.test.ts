import { describe, expect, it } from 'vitest'
import type { AuthAdapter } from '../../../web/kit/auth/adapter.ts'
import { lazyAuthAdapter, NonceFirstError } from '../../../web/kit/auth/lazyAdapter.ts'

const real: AuthAdapter = {
  getNonce: async () => 'nonce1234',
  createMessage: ({ nonce }) => `message for ${nonce}`,
  verify: async () => true,
  signOut: async () => {},
  getSession: async () => null,
}

describe('lazyAuthAdapter', () => {
  it('loads the adapter on the first request, once, and serves the message after the nonce', async () => {
    let loads = 0
    const adapter = lazyAuthAdapter(async () => (loads++, real))
    expect(loads).toBe(0)
    expect(() => adapter.createMessage({ nonce: 'x', address: '0x0', chainId: 1 })).toThrow(NonceFirstError)
    const nonce = await adapter.getNonce()
    expect(adapter.createMessage({ nonce, address: '0x0', chainId: 1 })).toBe('message for nonce1234')
    expect(await adapter.getSession()).toBeNull()
    expect(loads).toBe(1)
  })

  it('asks again after a load that failed', async () => {
    let attempt = 0
    const adapter = lazyAuthAdapter(async () => {
      if (attempt++ === 0) throw new Error('chunk failed')
      return real
    })
    await expect(adapter.getNonce()).rejects.toThrow('chunk failed')
    await expect(adapter.getNonce()).resolves.toBe('nonce1234')
  })
})
