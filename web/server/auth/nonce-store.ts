import { randomBytes } from 'node:crypto'
import { AuthError } from './errors.ts'

export const NONCE_TTL_MS = 5 * 60_000

export type NonceCheck = 'ok' | 'unknown' | 'expired'

/**
 * Outstanding sign-in nonces, in memory. They live 5 minutes and are good for one verification
 * attempt, so they need not survive a restart: a client whose nonce was lost just asks again.
 */
export class NonceStore {
  // Insertion order is expiry order (one TTL, one clock), which makes pruning a walk from the front.
  readonly #expiries = new Map<string, number>()

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = NONCE_TTL_MS,
    /** Bounds memory when many clients ask at once; per-client limits are the rate limiter's job. */
    private readonly capacity = 100_000,
  ) {}

  /** A fresh nonce: 128 random bits as 32 hex digits (EIP-4361 wants at least 8 alphanumerics). */
  issue(): string {
    this.#prune()
    if (this.#expiries.size >= this.capacity) {
      throw new AuthError(503, 'busy', 'Too many sign-ins in progress; retry shortly')
    }
    const nonce = randomBytes(16).toString('hex')
    this.#expiries.set(nonce, this.now() + this.ttlMs)
    return nonce
  }

  /** Uses up `nonce`: only the first call within its lifetime answers 'ok'. */
  consume(nonce: string): NonceCheck {
    const expiry = this.#expiries.get(nonce)
    if (expiry === undefined) return 'unknown'
    this.#expiries.delete(nonce)
    return this.now() < expiry ? 'ok' : 'expired'
  }

  get size(): number {
    return this.#expiries.size
  }

  #prune(): void {
    const now = this.now()
    for (const [nonce, expiry] of this.#expiries) {
      if (expiry > now) break
      this.#expiries.delete(nonce)
    }
  }
}
