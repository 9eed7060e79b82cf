import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeHost, SAFE_INFO } from './fake-host.ts'

/** detect.ts keeps one answer per page: each test loads it afresh. */
const loadDetect = () => import('../../../web/kit/safe/detect.ts')

describe('Safe detection', () => {
  let uninstall: (() => void) | undefined
  beforeEach(() => vi.resetModules())
  afterEach(() => uninstall?.())

  it('top-level (no window, or not framed) is unavailable at once, without the SDK', async () => {
    const detect = await loadDetect()
    expect(detect.getSafeReadiness()).toBe('unavailable')
    await expect(detect.detectSafe()).resolves.toBeNull()
  })

  it('framed by Safe{Wallet} it gets the Safe and a provider', async () => {
    ;({ uninstall } = installFakeHost({ answer: (method) => (method === 'getSafeInfo' ? SAFE_INFO : null) }))
    const detect = await loadDetect()
    expect(detect.getSafeReadiness()).toBe('checking')
    const provider = await detect.detectSafe()
    expect(provider?.address).toBe(SAFE_INFO.safeAddress)
    expect(detect.getSafeReadiness()).toBe('ready')
    // Shared: asking again does not ask the host again.
    expect(await detect.detectSafe()).toBe(provider)
  })

  it('a host that is slower than 10 ms (wagmi default) still counts', async () => {
    ;({ uninstall } = installFakeHost({ answer: () => SAFE_INFO, delayMs: 300 }))
    const detect = await loadDetect()
    await expect(detect.detectSafe()).resolves.not.toBeNull()
  })

  it('an answer after the deadline still counts: the readiness turns ready and later callers get the Safe', async () => {
    const fake = installFakeHost({ answer: () => SAFE_INFO, delayMs: 300 })
    uninstall = fake.uninstall
    const detect = await loadDetect()
    await expect(detect.detectSafe(100)).resolves.toBeNull()
    expect(detect.getSafeReadiness()).toBe('unavailable')
    await new Promise<void>((resolve) =>
      detect.subscribeSafeReadiness(() => detect.getSafeReadiness() === 'ready' && resolve()),
    )
    // Answered from what the host said, without asking it again.
    const asked = fake.requests.length
    expect((await detect.detectSafe(100))?.address).toBe(SAFE_INFO.safeAddress)
    expect(fake.requests).toHaveLength(asked)
  })

  it('gives up after the timeout when nobody answers, and asks again later', async () => {
    const fake = installFakeHost({ origin: 'https://evil.example', answer: () => SAFE_INFO })
    uninstall = fake.uninstall
    const detect = await loadDetect()
    const started = Date.now()
    // Replies from an origin that is not allowed are ignored: the same as no answer.
    await expect(detect.detectSafe(200)).resolves.toBeNull()
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(detect.getSafeReadiness()).toBe('unavailable')
    await detect.detectSafe(50)
    expect(fake.requests.filter((r) => r.method === 'getSafeInfo')).toHaveLength(2)
  })

  it('ignores replies without a version, as the SDK does', async () => {
    ;({ uninstall } = installFakeHost({ version: null, answer: () => SAFE_INFO }))
    const detect = await loadDetect()
    await expect(detect.detectSafe(100)).resolves.toBeNull()
  })
})
