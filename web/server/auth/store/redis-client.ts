import { readFileSync } from 'node:fs'
import { createClient, ErrorReply } from '@redis/client'
import { BaseError } from '../../../shared/errors.ts'

/** A Redis reply as RESP2 gives it: simple and bulk strings, integers, nil and arrays of these. */
export type Reply = string | number | null | Reply[]

/** Redis answered a command with an error reply (a bad script, a wrong type). */
export class RedisReplyError extends BaseError {
  override name = 'RedisReplyError'
}

/** Redis cannot be reached (refused, closed, timed out, TLS or credentials refused) or cannot serve (full, loading); the command may or may not have run. */
export class RedisConnectionError extends BaseError {
  override name = 'RedisConnectionError'
}

/** A URL this client cannot connect to (another scheme than redis:// or rediss://). */
export class RedisUrlError extends BaseError {
  override name = 'RedisUrlError'
}

export interface RedisClientOptions {
  /** How long a connect or a command may take before it fails. */
  timeoutMs?: number
  /** PEM file of the certificate authority a rediss:// server's certificate must chain to (default: Node's list). */
  caFile?: string
}

/**
 * Error replies that say the server cannot serve right now (still loading, a replica that lost
 * its primary, a script hogging it, full up to its maxmemory), or that our credentials are
 * refused: an outage, not a bug.
 */
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|READONLY|TRYAGAIN|CLUSTERDOWN|NOAUTH|WRONGPASS|NOPERM|OOM)\b/

/** Reconnection waits grow from 50 ms to 500 ms, so a Redis that is back is used within half a second. */
const reconnectDelay = (retries: number): number => Math.min(50 * 2 ** retries, 500)

/**
 * The auth store's connection: node-redis (`@redis/client`) for the protocol, TLS, ACL
 * credentials, database selection and reconnection. Nothing is queued while Redis is away
 * (`disableOfflineQueue`): a command then fails at once with {@link RedisConnectionError}, so the
 * API answers 503 immediately, and it reconnects by itself in the background.
 */
export class RedisClient {
  readonly #client: ReturnType<typeof createClient>
  readonly #where: string
  readonly #timeoutMs: number
  /** Settles once the first connection attempt has succeeded or failed. */
  readonly #firstAttempt: Promise<void>
  #lastError: Error | undefined

  constructor(url: string, { timeoutMs = 2000, caFile }: RedisClientOptions = {}) {
    const parsed = new URL(url)
    if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
      throw new RedisUrlError(`${url}: only redis:// and rediss:// URLs are supported`)
    }
    // The address without credentials: this is what error messages and logs carry.
    this.#where = `${parsed.protocol}//${parsed.host}`
    this.#timeoutMs = timeoutMs
    const tls = parsed.protocol === 'rediss:'
    this.#client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: timeoutMs,
        reconnectStrategy: reconnectDelay,
        ...(tls ? { tls: true as const, ca: caFile ? readFileSync(caFile) : undefined } : {}),
      },
    })
    this.#firstAttempt = new Promise((resolve) => {
      this.#client.once('ready', resolve)
      this.#client.once('error', resolve)
    })
    // Each failure is reported by the command it fails; the event only keeps the cause.
    this.#client.on('error', (error: Error) => (this.#lastError = error))
    this.#client.on('ready', () => (this.#lastError = undefined))
    this.#client.connect().catch((error: Error) => (this.#lastError = error))
  }

  /** Sends one command and resolves to its reply; rejects on an error reply or when Redis is unreachable. */
  async command(...args: (string | number)[]): Promise<Reply> {
    await this.#firstAttempt
    try {
      return (await this.#withTimeout(this.#client.sendCommand(args.map(String)))) as Reply
    } catch (error) {
      if (error instanceof ErrorReply && !UNAVAILABLE_REPLY.test(error.message))
        throw new RedisReplyError(error.message)
      const cause = this.#lastError ?? (error as Error)
      throw new RedisConnectionError(`Redis at ${this.#where}: ${cause.message || cause.name}`, { cause })
    }
  }

  /**
   * node-redis's own command timeout does not fire once a command is written (6.3.1), so the
   * wait is bounded here. Replies stay in order: the late one is matched to its own command and
   * dropped, the connection stays usable.
   */
  #withTimeout<T>(reply: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no reply within ${this.#timeoutMs} ms`)), this.#timeoutMs)
    })
    return Promise.race([reply, timeout]).finally(() => clearTimeout(timer))
  }

  /** Whether a connection is up and ready for commands. */
  get ready(): boolean {
    return this.#client.isReady
  }

  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy()
  }
}
