import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage, safeStorage } from '../../../web/kit/lib/safe-storage.ts'

afterEach(() => vi.unstubAllGlobals())

describe('safeStorage', () => {
  it('falls back to memory when localStorage throws', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    const storage = safeStorage()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    expect(storage.length).toBe(1)
  })

  it('uses localStorage when it works', () => {
    const local = memoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    safeStorage().setItem('k', 'v')
    expect(local.getItem('k')).toBe('v')
  })
})

describe('memoryStorage', () => {
  it('behaves like Storage', () => {
    const s = memoryStorage()
    s.setItem('x', 'y')
    expect(s.key(0)).toBe('x')
    s.removeItem('x')
    expect(s.getItem('x')).toBeNull()
  })
})
