import { describe, expect, it } from 'vitest'
import { preloadable } from '../../../web/kit/lib/preloadable.ts'

describe('preloadable', () => {
  it('imports once, holds the module once it arrived and tells the subscribers', async () => {
    let imports = 0
    const module = preloadable(async () => ({ value: ++imports }))
    const told: number[] = []
    module.subscribe(() => told.push(module.current!.value))
    expect(module.current).toBeUndefined()
    const [a, b] = await Promise.all([module.load(), module.load()])
    expect(a).toBe(b)
    expect(await module.load()).toBe(a)
    expect(imports).toBe(1)
    expect(module.current).toEqual({ value: 1 })
    expect(told).toEqual([1])
  })

  it('tries again after a failed import', async () => {
    let attempts = 0
    const module = preloadable(async () => {
      if (++attempts === 1) throw new Error('offline')
      return { ok: true }
    })
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.current).toBeUndefined()
    expect(await module.load()).toEqual({ ok: true })
    expect(attempts).toBe(2)
  })

  it('stops telling a subscriber that left', async () => {
    const module = preloadable(async () => 'module')
    let told = 0
    const leave = module.subscribe(() => told++)
    leave()
    await module.load()
    expect(told).toBe(0)
  })
})
