import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  keepRelayAwake,
  OFFLINE_AFTER_MS,
  PROBE_MS,
  relayOffline,
} from '../../../web/kit/wallets/walletConnect/awake.ts'
import type { SignClient } from '../../../web/kit/wallets/walletConnect/signClient.ts'

// awake.ts against a stand-in for sign-client's relayer and the page's lifecycle events: what it
// does when the page comes back, and when it says the page is offline. The browser tests
// (walletconnect/app-switch.spec.ts, offline.spec.ts) show the same against the real relay.

class FakeRelayer extends EventTarget {
  connected = true
  /** Whether the open socket still answers; a dead one takes requests and never answers. */
  alive = true
  opens = 0
  restarts = 0
  probes = 0
  subscriber = { topics: ['a'.repeat(64)] }
  request() {
    this.probes++
    return this.alive ? Promise.resolve('id') : new Promise(() => {})
  }
  on(event: string, listener: () => void) {
    this.addEventListener(event, listener)
  }
  off(event: string, listener: () => void) {
    this.removeEventListener(event, listener)
  }
  fire(event: 'relayer_connect' | 'relayer_disconnect') {
    this.connected = event === 'relayer_connect'
    this.dispatchEvent(new Event(event))
  }
  async transportOpen() {
    this.opens++
  }
  async restartTransport() {
    this.restarts++
  }
}

let visibility: 'visible' | 'hidden'
let online: boolean
let doc: EventTarget
let win: EventTarget

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  online = true
  doc = new EventTarget()
  win = new EventTarget()
  // A getter of its own: Object.assign would copy the value it has now.
  Object.defineProperty(doc, 'visibilityState', { get: () => visibility })
  vi.stubGlobal('document', doc)
  vi.stubGlobal('window', win)
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function clientWith(relayer: FakeRelayer): SignClient {
  return { core: { relayer } } as unknown as SignClient
}

async function setVisibility(value: 'visible' | 'hidden') {
  visibility = value
  doc.dispatchEvent(new Event('visibilitychange'))
  await vi.runOnlyPendingTimersAsync()
}

describe('keepRelayAwake', () => {
  it('restarts an open socket that does not answer once the page is back', async () => {
    const relayer = new FakeRelayer()
    const release = keepRelayAwake(clientWith(relayer))
    await setVisibility('hidden')
    relayer.alive = false
    visibility = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(PROBE_MS - 1)
    expect(relayer.restarts).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(relayer.probes).toBe(1)
    expect(relayer.restarts).toBe(1)
    release()
  })

  it('leaves alone an open socket that answers: it may be delivering the wallet’s answer', async () => {
    const relayer = new FakeRelayer()
    const release = keepRelayAwake(clientWith(relayer))
    doc.dispatchEvent(new Event('freeze'))
    await setVisibility('visible')
    await vi.advanceTimersByTimeAsync(PROBE_MS)
    expect(relayer.probes).toBe(1)
    expect(relayer.restarts).toBe(0)
    release()
  })

  it('reopens a closed socket at once, on resume or pageshow as on visibility', async () => {
    const relayer = new FakeRelayer()
    const release = keepRelayAwake(clientWith(relayer))
    relayer.fire('relayer_disconnect')
    doc.dispatchEvent(new Event('resume'))
    await vi.runOnlyPendingTimersAsync()
    win.dispatchEvent(new Event('pageshow'))
    await vi.runOnlyPendingTimersAsync()
    expect(relayer.opens).toBe(2)
    expect(relayer.restarts).toBe(0)
    release()
  })

  it('does nothing once nothing waits', async () => {
    const relayer = new FakeRelayer()
    keepRelayAwake(clientWith(relayer))()
    await setVisibility('hidden')
    relayer.alive = false
    await setVisibility('visible')
    await vi.advanceTimersByTimeAsync(PROBE_MS)
    expect(relayer.restarts + relayer.opens + relayer.probes).toBe(0)
  })
})

describe('relayOffline', () => {
  it('is offline while something waits and the browser says so, and online again with the network', async () => {
    const release = keepRelayAwake(clientWith(new FakeRelayer()))
    expect(relayOffline.get()).toBe(false)
    online = false
    win.dispatchEvent(new Event('offline'))
    expect(relayOffline.get()).toBe(true)
    online = true
    win.dispatchEvent(new Event('online'))
    expect(relayOffline.get()).toBe(false)
    release()
  })

  it(`is offline when the socket stays closed ${OFFLINE_AFTER_MS} ms, not during a reconnect's usual time`, async () => {
    const relayer = new FakeRelayer()
    const changes = vi.fn()
    const unsubscribe = relayOffline.subscribe(changes)
    const release = keepRelayAwake(clientWith(relayer))
    relayer.fire('relayer_disconnect')
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1)
    expect(relayOffline.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(relayOffline.get()).toBe(true)
    relayer.fire('relayer_connect')
    expect(relayOffline.get()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(2)
    unsubscribe()
    release()
  })

  it('is never offline when nothing waits', () => {
    online = false
    const release = keepRelayAwake(clientWith(new FakeRelayer()))
    expect(relayOffline.get()).toBe(true)
    release()
    expect(relayOffline.get()).toBe(false)
  })
})
