import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../web/kit/lib/safe-storage.ts'

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal('window', { localStorage: memoryStorage() })
})

describe('recent wallets', () => {
  it('keeps the last three, newest first, without duplicates', async () => {
    const { recordRecentWallet, recentWalletIds } = await import('../../../web/kit/wallets/recent.ts')
    for (const id of ['a', 'b', 'c', 'b', 'd']) recordRecentWallet(id)
    expect(recentWalletIds()).toEqual(['d', 'b', 'c'])
  })

  it('records the last mobile wallet as its link without query, and its name', async () => {
    const { recordMobileWallet, lastMobileWallet } = await import('../../../web/kit/wallets/mobileRecord.ts')
    expect(lastMobileWallet()).toBeNull()
    recordMobileWallet('https://rnbwapp.com/wc?uri=wc%3Aabc', 'Rainbow')
    expect(lastMobileWallet()).toEqual({ href: 'https://rnbwapp.com/wc', name: 'Rainbow' })
    expect(JSON.parse(window.localStorage.getItem('kit.lastMobileWallet')!)).toEqual({
      href: 'https://rnbwapp.com/wc',
      name: 'Rainbow',
    })
  })

  it('survives garbage in storage', async () => {
    window.localStorage.setItem('kit.recentWallets', '{not json')
    const { recentWalletIds } = await import('../../../web/kit/wallets/recent.ts')
    expect(recentWalletIds()).toEqual([])
  })
})
