import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'

// What a tab left for, read back by the load that returns to it (web/kit/ui/ConnectModal/leftForWallet.ts).
const load = () => import('../../../web/kit/ui/ConnectModal/leftForWallet.ts')
const T = 1_800_000_000_000

describe('the wallet a tab left for', () => {
  let storage: Storage
  beforeEach(() => {
    vi.resetModules()
    storage = memoryStorage()
    vi.stubGlobal('sessionStorage', storage)
  })

  it('is read back by the next load within the pairing’s lifetime, with its pairing URI, once shown forgotten', async () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
    ;(await load()).rememberLeftForWallet({ walletId: 'rainbow', uri }, T)
    vi.resetModules()
    const page = await load()
    expect(page.leftForWallet(T + 60_000)).toEqual({ walletId: 'rainbow', uri })
    // The provider and the sheet ask on the same page: the same answer.
    expect(page.leftForWallet(T + 61_000)).toEqual({ walletId: 'rainbow', uri })
    page.forgetLeftForWallet()
    expect(page.leftForWallet(T + 62_000)).toBeUndefined()
    expect(storage.getItem('kit.leftForWallet')).toBeNull()
  })

  it('is a new visit after five minutes, or with a clock set back', async () => {
    ;(await load()).rememberLeftForWallet({ walletId: 'rainbow' }, T)
    vi.resetModules()
    expect((await load()).leftForWallet(T + 5 * 60_000 - 1)).toEqual({ walletId: 'rainbow', uri: undefined })
    vi.resetModules()
    expect((await load()).leftForWallet(T + 5 * 60_000)).toBeUndefined()
    vi.resetModules()
    expect((await load()).leftForWallet(T - 1)).toBeUndefined()
  })

  it('ignores what is not its own record, and a storage that throws', async () => {
    storage.setItem('kit.leftForWallet', '{"walletId":7,"at":1}')
    expect((await load()).leftForWallet(T)).toBeUndefined()
    vi.resetModules()
    storage.setItem('kit.leftForWallet', `{"walletId":"rainbow","uri":7,"at":${T}}`)
    expect((await load()).leftForWallet(T)).toEqual({ walletId: 'rainbow', uri: undefined })
    vi.resetModules()
    storage.setItem('kit.leftForWallet', '{"walletId":7,"at":1}')
    expect((await load()).leftForWallet(T)).toBeUndefined()
    vi.resetModules()
    storage.setItem('kit.leftForWallet', 'not json')
    expect((await load()).leftForWallet(T)).toBeUndefined()
    vi.resetModules()
    const throwing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    vi.stubGlobal('sessionStorage', throwing)
    const blocked = await load()
    expect(() => blocked.rememberLeftForWallet({ walletId: 'rainbow' }, T)).not.toThrow()
    expect(blocked.leftForWallet(T)).toBeUndefined()
  })
})
