import { RateLimitError } from '../../shared/auth/errors.ts'

export interface RateLimit {
  /** Requests a client may make in a burst. */
  capacity: number
  /** Tokens added back per second, up to `capacity`. */
  refillPerSecond: number
}

/** 20 at once, then one every 3 s: plenty for people retrying, useless for draining the store. */
export const DEFAULT_RATE_LIMIT: RateLimit = { capacity: 20, refillPerSecond: 1 / 3 }

interface Bucket {
  tokens: number
  at: number
}

/** A token bucket per client key (an IP address by default). */
export class TokenBucketLimiter {
  // Map order doubles as least-recently-used order: a bucket is re-inserted on every use.
  readonly #buckets = new Map<string, Bucket>()

  constructor(
    private readonly limit: RateLimit,
    private readonly maxClients = 50_000,
  ) {}

  /** Takes one token for `key`, or throws {@link RateLimitError} when its bucket is empty. */
  take(key: string, now: number): void {
    const bucket = this.#buckets.get(key)
    const tokens = bucket
      ? Math.min(this.limit.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.refillPerSecond)
      : this.limit.capacity
    if (tokens < 1) throw new RateLimitError(retryAfterSeconds(tokens, this.limit))
    this.#buckets.delete(key)
    this.#buckets.set(key, { tokens: tokens - 1, at: now })
    if (this.#buckets.size > this.maxClients) this.#buckets.delete(this.#buckets.keys().next().value!)
  }
}

/** Whole seconds until a bucket holding `tokens` has one again. */
export function retryAfterSeconds(tokens: number, limit: RateLimit): number {
  return Math.ceil((1 - tokens) / limit.refillPerSecond)
}
