import type { Address } from 'viem'
import { BaseError } from '../../../shared/errors.ts'
import { RateLimitError } from '../../../shared/auth/errors.ts'
import { retryAfterSeconds, type RateLimit } from '../rate-limit.ts'
import { RedisClient, RedisConnectionError, type Reply } from './redis-client.ts'
import { StoreUnavailableError, type AuthStore, type NonceCheck, type SessionRef } from './types.ts'

/**
 * A nonce key outlives its nonce by this much, so a late verification is told "expired" rather
 * than "unknown"; after that Redis deletes it by itself.
 */
const NONCE_GRACE_MS = 60_000

/** A fresh nonce's key was already there: something else writes into our key space. */
export class NonceCollisionError extends BaseError {
  override name = 'NonceCollisionError'
}

// A token bucket, read and written in one step so concurrent instances never both spend the last
// token. Answers 'ok', or the tokens left (a number < 1) as a string: Lua numbers would be
// truncated to integers on the way out.
const TAKE_TOKEN = `
local capacity, rate, now, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = capacity
if bucket[1] then
  tokens = math.min(capacity, tonumber(bucket[1]) + math.max(0, now - tonumber(bucket[2])) / 1000 * rate)
end
if tokens < 1 then return tostring(tokens) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens - 1), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], ttl)
return 'ok'
`

export interface RedisStoreOptions {
  /** Prepended to every key, so several apps can share one Redis. */
  prefix?: string
  timeoutMs?: number
  /** PEM file of the certificate authority of a rediss:// server (default: Node's list). */
  caFile?: string
}

/**
 * The shared store for many instances. Nonces are single-use everywhere because taking one is a
 * GETDEL; every key carries its own expiry (PX), so Redis holds at most the nonces, buckets and
 * revocations that are still live. While Redis is unreachable, or refuses writes (full), every
 * call that needs it throws {@link StoreUnavailableError} and nothing is accepted.
 */
export class RedisStore implements AuthStore {
  readonly #client: RedisClient
  readonly #prefix: string
  #down = false

  constructor(url: string, { prefix = 'kit-auth:', timeoutMs, caFile }: RedisStoreOptions = {}) {
    this.#client = new RedisClient(url, { timeoutMs, caFile })
    this.#prefix = prefix
  }

  async addNonce(nonce: string, expiresAt: number, now: number): Promise<void> {
    const stored = await this.#command(
      'SET',
      this.#key('nonce', nonce),
      expiresAt,
      'PX',
      expiresAt - now + NONCE_GRACE_MS,
      'NX',
    )
    // 128 random bits do not collide; a nil here means something else wrote our key space.
    if (stored !== 'OK') throw new NonceCollisionError(`nonce ${nonce} already stored`)
  }

  async takeNonce(nonce: string, now: number): Promise<NonceCheck> {
    const expiresAt = await this.#command('GETDEL', this.#key('nonce', nonce))
    if (expiresAt === null) return 'unknown'
    return now < Number(expiresAt) ? 'ok' : 'expired'
  }

  async takeToken(key: string, limit: RateLimit, now: number): Promise<void> {
    // An untouched bucket is full again after this long, and a missing bucket counts as full.
    const ttl = Math.ceil((limit.capacity / limit.refillPerSecond) * 1000)
    const args = [limit.capacity, limit.refillPerSecond, now, ttl]
    const answer = await this.#command('EVAL', TAKE_TOKEN, 1, this.#key('bucket', key), ...args)
    if (answer !== 'ok') throw new RateLimitError(retryAfterSeconds(Number(answer), limit))
  }

  async revokeSession(id: string, expiresAt: number, now: number): Promise<void> {
    if (expiresAt > now) await this.#command('SET', this.#key('revoked', id), 1, 'PX', expiresAt - now)
  }

  async revokeAddress(address: Address, now: number, until: number): Promise<void> {
    if (until > now) await this.#command('SET', this.#key('revoked-address', address), now, 'PX', until - now)
  }

  async isRevoked(session: SessionRef): Promise<boolean> {
    const reply = await this.#command(
      'MGET',
      this.#key('revoked', session.id),
      this.#key('revoked-address', session.address),
    )
    const [byId, upTo] = reply as (string | null)[]
    return byId !== null || (upTo !== null && session.issuedAt <= Number(upTo))
  }

  /**
   * Whether Redis takes writes now (readiness): a write of a short-lived key, since a Redis full
   * up to its maxmemory, or a read-only replica, still answers a PING but refuses every nonce.
   */
  async available(): Promise<boolean> {
    try {
      return (await this.#client.command('SET', this.#key('probe', 'ready'), 1, 'PX', 10_000)) === 'OK'
    } catch {
      return false
    }
  }

  close(): Promise<void> {
    return this.#client.close()
  }

  #key(kind: string, id: string): string {
    return `${this.#prefix}${kind}:${id}`
  }

  async #command(...args: (string | number)[]): Promise<Reply> {
    try {
      const reply = await this.#client.command(...args)
      if (this.#down) console.warn('auth store: Redis serves again')
      this.#down = false
      return reply
    } catch (error) {
      if (!(error instanceof RedisConnectionError)) throw error
      // Logged once per outage, not once per refused request.
      if (!this.#down) console.error(`auth store: ${error.message}; answering 503 until Redis serves again`)
      this.#down = true
      throw new StoreUnavailableError()
    }
  }
}
