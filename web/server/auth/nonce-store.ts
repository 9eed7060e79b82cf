import { AuthError } from '../../shared/auth/errors.ts'
import type { NonceCheck } from './store/types.ts'

/**
 * Outstanding sign-in nonces, in memory (the embedded store). They live 5 minutes and are good
 * for one verification attempt, so they need not survive a restart: a client whose nonce was
 * lost just asks again.
 */
export class NonceStore {
  // Insertion order is expiry order (one TTL, one clock), which makes pruning a walk from the front.
  readonly #expiries = new Map<string, number>()

  /** `capacity` bounds memory when many clients ask at once; per-client limits are the rate limiter's job. */
  constructor(private readonly capacity = 100_000) {}

  add(nonce: string, expiresAt: number, now: number): void {
    this.#prune(now)
    if (this.#expiries.size >= this.capacity) {
      throw new AuthError(503, 'busy', 'Too many sign-ins in progress; retry shortly')
    }
    this.#expiries.set(nonce, expiresAt)
  }

  /** Uses up `nonce`: only the first call within its lifetime answers 'ok'. */
  consume(nonce: string, now: number): NonceCheck {
    const expiry = this.#expiries.get(nonce)
    if (expiry === undefined) return 'unknown'
    this.#expiries.delete(nonce)
    return now < expiry ? 'ok' : 'expired'
  }

  get size(): number {
    return this.#expiries.size
  }

  #prune(now: number): void {
    for (const [nonce, expiry] of this.#expiries) {
      if (expiry > now) break
      this.#expiries.delete(nonce)
    }
  }
}
