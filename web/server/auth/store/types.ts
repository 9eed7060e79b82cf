import type { Address } from 'viem'
import { AuthError } from '../../../shared/auth/errors.ts'
import type { RateLimit } from '../rate-limit.ts'

export type NonceCheck = 'ok' | 'unknown' | 'expired'

/** What a session needs for a revocation check: its id, signer and issue time. */
export interface SessionRef {
  id: string
  address: Address
  issuedAt: number
}

/**
 * Where the auth API keeps the state its instances must agree on: outstanding nonces,
 * rate-limit buckets and revoked sessions. Times are milliseconds since the epoch on the
 * handler's clock. Every method may throw {@link StoreUnavailableError}.
 */
export interface AuthStore {
  /** Records a freshly issued nonce, good for one use until `expiresAt`. */
  addNonce(nonce: string, expiresAt: number, now: number): Promise<void>
  /** Uses up `nonce`: of any number of calls, on any instance, only the first answers 'ok'. */
  takeNonce(nonce: string, now: number): Promise<NonceCheck>
  /** Takes one token from `key`'s bucket or throws a RateLimitError. */
  takeToken(key: string, limit: RateLimit, now: number): Promise<void>
  /** Revokes one session until it would have expired anyway. */
  revokeSession(id: string, expiresAt: number, now: number): Promise<void>
  /** Revokes every session of `address` issued at or before `now`, remembered until `until`. */
  revokeAddress(address: Address, now: number, until: number): Promise<void>
  isRevoked(session: SessionRef, now: number): Promise<boolean>
  /** Whether the store answers and takes writes now (readiness); never throws. */
  available(): Promise<boolean>
  close(): Promise<void>
}

/** The store cannot be reached, or refuses writes (full); nothing was accepted, the client may retry. */
export class StoreUnavailableError extends AuthError {
  override name = 'StoreUnavailableError'
  constructor() {
    super(503, 'store_unavailable', 'The sign-in store is unavailable; retry shortly')
  }
}
