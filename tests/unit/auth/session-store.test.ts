import { describe, expect, it, vi } from 'vitest'
import type { Address } from 'viem'
import type { AuthAdapter, AuthSession } from '../../../web/kit/auth/adapter.ts'
import { AuthSessionStore, authStatusOf, type ConnectionState } from '../../../web/kit/auth/session-store.ts'

const A: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function fakeAdapter(session: AuthSession | null) {
  const current = { session }
  const adapter = {
    getSession: vi.fn(async () => current.session),
    signOut: vi.fn(async () => void (current.session = null)),
  } as unknown as AuthAdapter & { getSession: ReturnType<typeof vi.fn>; signOut: ReturnType<typeof vi.fn> }
  return { adapter, current }
}

/** A stand-in for wagmi's watchConnection that tests drive by hand. */
function connection() {
  let listener: ((current: ConnectionState, previous: ConnectionState) => void) | undefined
  let state: ConnectionState = { status: 'reconnecting' }
  return {
    watch: vi.fn((onChange: typeof listener) => {
      listener = onChange
      return () => void (listener = undefined)
    }),
    to(next: ConnectionState) {
      const previous = state
      state = next
      listener?.(next, previous)
    },
    get watched() {
      return listener !== undefined
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('AuthSessionStore', () => {
  it('loads the session when first asked to, once, and tells subscribers', async () => {
    const { adapter } = fakeAdapter({ address: A, chainId: 1 })
    const store = new AuthSessionStore(adapter)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.getSnapshot()).toEqual({ status: 'loading' })
    expect(adapter.getSession).not.toHaveBeenCalled()
    store.load()
    store.load()
    await settle()
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: { address: A, chainId: 1 } })
    expect(adapter.getSession).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('an API that cannot answer counts as signed out', async () => {
    const { adapter } = fakeAdapter(null)
    adapter.getSession.mockRejectedValueOnce(new Error('down'))
    const store = new AuthSessionStore(adapter)
    expect(await store.refresh()).toBeNull()
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null })
  })

  it('a load that finishes after a sign-out does not bring the session back', async () => {
    const { adapter } = fakeAdapter({ address: A, chainId: 1 })
    const store = new AuthSessionStore(adapter)
    const loading = store.refresh()
    await store.signOut()
    await loading
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null })
  })

  it('signs out on disconnect and on a switch to another account, not on reconnect', async () => {
    const { adapter } = fakeAdapter({ address: A, chainId: 1 })
    const store = new AuthSessionStore(adapter)
    const wallet = connection()
    store.watch(wallet.watch)
    await store.refresh()

    wallet.to({ status: 'connected', address: A })
    expect(adapter.signOut).not.toHaveBeenCalled()
    wallet.to({ status: 'connected', address: A })
    expect(adapter.signOut).not.toHaveBeenCalled()
    wallet.to({ status: 'connected', address: B })
    expect(adapter.signOut).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null })

    // Signed in again as B, then the wallet disconnects.
    adapter.getSession.mockResolvedValueOnce({ address: B, chainId: 1 })
    await store.refresh()
    wallet.to({ status: 'disconnected' })
    expect(adapter.signOut).toHaveBeenCalledTimes(2)
  })

  it("keeps another account's session when the departing account had none", async () => {
    const { adapter } = fakeAdapter({ address: B, chainId: 1 })
    const store = new AuthSessionStore(adapter)
    const wallet = connection()
    store.watch(wallet.watch)
    await store.refresh()
    wallet.to({ status: 'connected', address: A })
    wallet.to({ status: 'connected', address: B })
    expect(adapter.signOut).not.toHaveBeenCalled()
  })

  it('runs one watcher however many components watch', () => {
    const store = new AuthSessionStore(fakeAdapter(null).adapter)
    const wallet = connection()
    const stopOne = store.watch(wallet.watch)
    const stopTwo = store.watch(wallet.watch)
    expect(wallet.watch).toHaveBeenCalledTimes(1)
    stopOne()
    expect(wallet.watched).toBe(true)
    stopTwo()
    expect(wallet.watched).toBe(false)
  })
})

describe('authStatusOf', () => {
  it('is authenticated only for a session of the connected account', () => {
    expect(authStatusOf({ status: 'loading' }, A)).toBe('loading')
    expect(authStatusOf({ status: 'ready', session: null }, A)).toBe('unauthenticated')
    expect(authStatusOf({ status: 'ready', session: { address: A, chainId: 1 } }, A.toLowerCase() as Address)).toBe(
      'authenticated',
    )
    expect(authStatusOf({ status: 'ready', session: { address: A, chainId: 1 } }, B)).toBe('unauthenticated')
    expect(authStatusOf({ status: 'ready', session: { address: A, chainId: 1 } }, undefined)).toBe('unauthenticated')
  })
})
