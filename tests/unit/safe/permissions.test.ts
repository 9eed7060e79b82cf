import { describe, expect, it } from 'vitest'
import { SAFE_INFO, safeProviderOnFakeHost } from './fake-host.ts'

/** The host grants or refuses permissions as the test says, like Safe{Wallet}'s prompt. */
let grant = true
let granted: { parentCapability: string; invoker: string }[] = []
const BOOK = [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '31337', name: 'Alice' }]

function answer(method: string, params: unknown): unknown {
  switch (method) {
    case 'getSafeInfo':
      return SAFE_INFO
    case 'wallet_getPermissions':
      return granted
    case 'wallet_requestPermissions':
      if (!grant) throw new Error('User rejected')
      granted = (params as Record<string, unknown>[]).flatMap((p) =>
        Object.keys(p).map((parentCapability) => ({ parentCapability, invoker: 'app' })),
      )
      return granted
    case 'requestAddressBook':
      return BOOK
    default:
      throw new Error(`unexpected ${method}`)
  }
}

describe('embedded-app permissions', () => {
  const safe = safeProviderOnFakeHost(answer)

  it('asks for the address-book permission, then reads the address book', async () => {
    await expect(safe.provider.sdk.safe.requestAddressBook()).resolves.toEqual(BOOK)
    expect(safe.host.requests.map((r) => r.method)).toEqual([
      'getSafeInfo',
      'wallet_getPermissions',
      'wallet_requestPermissions',
      'requestAddressBook',
    ])
    // Granted once, not asked again.
    await safe.provider.sdk.safe.requestAddressBook()
    expect(safe.host.requests.filter((r) => r.method === 'wallet_requestPermissions')).toHaveLength(1)
  })

  it("fails with 'Permissions rejected' (4001) when refused", async () => {
    granted = []
    grant = false
    await expect(safe.provider.sdk.safe.requestAddressBook()).rejects.toMatchObject({
      message: 'Permissions rejected',
      code: 4001,
    })
  })

  it('only the address book is a restricted method', async () => {
    await expect(safe.provider.sdk.wallet.requestPermissions([{ eth_accounts: {} }])).rejects.toMatchObject({
      message: 'Permissions request is invalid',
      code: 4001,
    })
    await expect(
      safe.provider.sdk.wallet.requestPermissions([{ requestAddressBook: {}, signMessage: {} }]),
    ).rejects.toThrow('Permissions request is invalid')
  })
})
