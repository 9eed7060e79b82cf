import { isAddressEqual, type Address } from 'viem'
import type { AuthAdapter, AuthSession } from './adapter.ts'

export type AuthSnapshot = { status: 'loading' } | { status: 'ready'; session: AuthSession | null }

/** The part of wagmi's connection state that decides when to sign out. */
export interface ConnectionState {
  status: string
  address?: Address | undefined
}

/** Calls back on every connection change; wagmi's `watchConnection`, bound to a config. */
export type WatchConnection = (onChange: (current: ConnectionState, previous: ConnectionState) => void) => () => void

const LOADING: AuthSnapshot = { status: 'loading' }

/**
 * Who is signed in, shared by every component (an external store for useSyncExternalStore). The
 * API's session cookie is HttpOnly, so the page learns about it only by asking the API.
 */
export class AuthSessionStore {
  #snapshot: AuthSnapshot = LOADING
  readonly #listeners = new Set<() => void>()
  // Bumped by every change, so an answer that arrives after a newer change is dropped.
  #version = 0
  #started = false
  #watchers = 0
  #unwatch: (() => void) | undefined

  constructor(private readonly adapter: AuthAdapter) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /**
   * Loads the session the first time someone needs it: once a wallet is connected, so a visitor
   * without one causes no request at page load.
   */
  load(): void {
    if (this.#started) return
    this.#started = true
    void this.refresh()
  }

  readonly getSnapshot = (): AuthSnapshot => this.#snapshot

  /** Asks the API who is signed in. An API that cannot answer counts as nobody signed in. */
  async refresh(): Promise<AuthSession | null> {
    const version = ++this.#version
    const session = await this.adapter.getSession().catch(() => null)
    if (version === this.#version) this.#set({ status: 'ready', session })
    return session
  }

  /**
   * Ends the session. The page forgets it at once; if the API cannot be reached the cookie
   * outlives this page, and the next load shows that session again.
   */
  async signOut(): Promise<void> {
    this.#version++
    this.#set({ status: 'ready', session: null })
    await this.adapter.signOut().catch(() => undefined)
  }

  /**
   * Signs out when the connected account goes away: a disconnect, or a switch to another
   * account. Reconnecting after a reload is not a change, so a session survives it. Counted, so
   * every component may watch and only one watcher runs.
   */
  watch(watchConnection: WatchConnection): () => void {
    if (this.#watchers++ === 0) {
      this.#unwatch = watchConnection((current, previous) => {
        if (this.#endsSession(current, previous)) void this.signOut()
      })
    }
    return () => {
      if (--this.#watchers > 0) return
      this.#unwatch?.()
      this.#unwatch = undefined
    }
  }

  #endsSession(current: ConnectionState, previous: ConnectionState): boolean {
    const left = previous.address
    if (previous.status !== 'connected' || !left) return false
    const changed =
      current.status === 'disconnected' || (current.address !== undefined && !isAddressEqual(current.address, left))
    if (!changed) return false
    // While the session is still loading it may be the departing account's: end it to be safe.
    const snapshot = this.#snapshot
    return (
      snapshot.status === 'loading' || (snapshot.session !== null && isAddressEqual(snapshot.session.address, left))
    )
  }

  #set(snapshot: AuthSnapshot): void {
    this.#snapshot = snapshot
    for (const listener of this.#listeners) listener()
  }
}

export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** The connect button's view: signed in means a session for the connected account. */
export function authStatusOf(snapshot: AuthSnapshot, address: Address | undefined): AuthStatus {
  if (snapshot.status === 'loading') return 'loading'
  return snapshot.session && address && isAddressEqual(snapshot.session.address, address)
    ? 'authenticated'
    : 'unauthenticated'
}
