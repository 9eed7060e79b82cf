import type { Address } from 'viem'
import { NonceStore } from '../nonce-store.ts'
import { TokenBucketLimiter, type RateLimit } from '../rate-limit.ts'
import type { AuthStore, NonceCheck, SessionRef } from './types.ts'

/**
 * The embedded store: everything in this process's memory, nothing to install. Right for one
 * instance; behind a load balancer use the Redis store, which all instances share.
 */
export class MemoryStore implements AuthStore {
  readonly #nonces = new NonceStore()
  readonly #limiters = new Map<RateLimit, TokenBucketLimiter>()
  readonly #revokedSessions = new ExpiringMap<string>()
  readonly #revokedAddresses = new ExpiringMap<Address>()

  async addNonce(nonce: string, expiresAt: number, now: number): Promise<void> {
    this.#nonces.add(nonce, expiresAt, now)
  }

  async takeNonce(nonce: string, now: number): Promise<NonceCheck> {
    return this.#nonces.consume(nonce, now)
  }

  async takeToken(key: string, limit: RateLimit, now: number): Promise<void> {
    let limiter = this.#limiters.get(limit)
    if (!limiter) this.#limiters.set(limit, (limiter = new TokenBucketLimiter(limit)))
    limiter.take(key, now)
  }

  async revokeSession(id: string, expiresAt: number, now: number): Promise<void> {
    this.#revokedSessions.set(id, 0, expiresAt, now)
  }

  async revokeAddress(address: Address, now: number, until: number): Promise<void> {
    this.#revokedAddresses.set(address, now, until, now)
  }

  async isRevoked(session: SessionRef, now: number): Promise<boolean> {
    if (this.#revokedSessions.get(session.id, now) !== undefined) return true
    const upTo = this.#revokedAddresses.get(session.address, now)
    return upTo !== undefined && session.issuedAt <= upTo
  }

  async available(): Promise<boolean> {
    return true
  }

  async close(): Promise<void> {}
}

/** A map whose entries vanish at their own time; expired entries are swept as it grows. */
class ExpiringMap<K> {
  readonly #entries = new Map<K, { value: number; until: number }>()
  #sweepAt = 1024

  set(key: K, value: number, until: number, now: number): void {
    if (until <= now) return
    this.#entries.set(key, { value, until })
    if (this.#entries.size < this.#sweepAt) return
    for (const [k, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(k)
    // Sweeping again only after the map doubles keeps each set() O(1) on average.
    this.#sweepAt = Math.max(1024, this.#entries.size * 2)
  }

  get(key: K, now: number): number | undefined {
    const entry = this.#entries.get(key)
    return entry && entry.until > now ? entry.value : undefined
  }
}
