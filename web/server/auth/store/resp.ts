import { connect, type Socket } from 'node:net'
import { BaseError } from '../../../src/lib/errors.ts'

/** A Redis reply: simple and bulk strings, integers, nil and arrays of these (RESP2). */
export type Reply = string | number | null | Reply[]

/** Redis answered a command with an error reply (a bad script, a wrong type). */
export class RedisReplyError extends BaseError {
  override name = 'RedisReplyError'
}

/** The connection to Redis failed, closed or timed out; the command may or may not have run. */
export class RedisConnectionError extends BaseError {
  override name = 'RedisConnectionError'
}

/** A URL this client cannot connect to (another scheme than redis://). */
export class RedisUrlError extends BaseError {
  override name = 'RedisUrlError'
}

export interface RespClientOptions {
  /** How long a connect or a command may take before it fails. */
  timeoutMs?: number
}

interface Pending {
  resolve: (reply: Reply) => void
  reject: (error: Error) => void
}

/**
 * A minimal Redis client over node:net. It never queues commands while Redis is away and never
 * retries on its own: a command fails fast with {@link RedisConnectionError}, and the next
 * command opens a fresh connection. That is what the auth API wants: while Redis is down every
 * request is refused at once (503), and it works again as soon as Redis is back.
 */
export class RespClient {
  readonly #host: string
  readonly #port: number
  readonly #password: string | undefined
  readonly #db: number
  readonly #timeoutMs: number
  #socket: Promise<Socket> | undefined
  #closed = false

  constructor(url: string, { timeoutMs = 2000 }: RespClientOptions = {}) {
    const parsed = new URL(url)
    if (parsed.protocol !== 'redis:') throw new RedisUrlError(`${url}: only redis:// URLs are supported`)
    this.#host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1'
    this.#port = Number(parsed.port || 6379)
    this.#password = parsed.password ? decodeURIComponent(parsed.password) : undefined
    this.#db = Number(parsed.pathname.slice(1) || 0)
    this.#timeoutMs = timeoutMs
  }

  /** Sends one command and resolves to its reply; rejects on an error reply or a broken connection. */
  async command(...args: (string | number)[]): Promise<Reply> {
    if (this.#closed) throw new RedisConnectionError('The Redis client is closed')
    const socket = await (this.#socket ??= this.#open())
    return send(socket, args, this.#timeoutMs)
  }

  async close(): Promise<void> {
    this.#closed = true
    const socket = await this.#socket?.catch(() => undefined)
    socket?.destroy()
  }

  #open(): Promise<Socket> {
    const opening = new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: this.#host, port: this.#port, noDelay: true })
      const timer = setTimeout(() => socket.destroy(new Error(`connect timed out after ${this.#timeoutMs} ms`)), this.#timeoutMs)
      socket.once('error', (error) => {
        clearTimeout(timer)
        reject(new RedisConnectionError(`Redis at ${this.#host}:${this.#port}: ${error.message}`))
      })
      socket.once('connect', () => {
        clearTimeout(timer)
        attachParser(socket)
        resolve(socket)
      })
    }).then(async (socket) => {
      try {
        if (this.#password) await send(socket, ['AUTH', this.#password], this.#timeoutMs)
        if (this.#db) await send(socket, ['SELECT', this.#db], this.#timeoutMs)
        return socket
      } catch (error) {
        // A wrong password or database is a connection that does not work, not a bad command.
        socket.destroy()
        throw new RedisConnectionError(`Redis at ${this.#host}:${this.#port}: ${(error as Error).message}`)
      }
    })
    this.#socket = opening
    // Whatever ends this connection (an error, Redis going away) makes the next command reconnect.
    const forget = () => {
      if (this.#socket === opening) this.#socket = undefined
    }
    opening.then((socket) => socket.once('close', forget), forget)
    return opening
  }
}

const queues = new WeakMap<Socket, Pending[]>()

function send(socket: Socket, args: (string | number)[], timeoutMs: number): Promise<Reply> {
  const queue = queues.get(socket)
  if (!queue || socket.destroyed) return Promise.reject(new RedisConnectionError('The Redis connection is closed'))
  return new Promise<Reply>((resolve, reject) => {
    // Replies come in order, so a command that times out poisons the connection: drop it.
    const timer = setTimeout(() => socket.destroy(new Error(`no reply within ${timeoutMs} ms`)), timeoutMs)
    queue.push({
      resolve: (reply) => (clearTimeout(timer), resolve(reply)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    })
    socket.write(encode(args))
  })
}

function encode(args: (string | number)[]): Buffer {
  const parts = [`*${args.length}\r\n`]
  for (const arg of args) parts.push(`$${Buffer.byteLength(String(arg))}\r\n${arg}\r\n`)
  return Buffer.from(parts.join(''))
}

function attachParser(socket: Socket): void {
  const queue: Pending[] = []
  queues.set(socket, queue)
  let buffer: Buffer = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk
    for (;;) {
      let parsed: Parsed | undefined
      try {
        parsed = parseReply(buffer, 0)
      } catch (error) {
        return void socket.destroy(error as Error)
      }
      if (!parsed) break
      buffer = buffer.subarray(parsed.end)
      const pending = queue.shift()
      if (!pending) return void socket.destroy(new Error('a reply nobody asked for'))
      if (parsed.value instanceof RedisReplyError) pending.reject(parsed.value)
      else pending.resolve(parsed.value)
    }
  })
  socket.on('error', () => {})
  socket.once('close', () => {
    queues.delete(socket)
    for (const pending of queue.splice(0)) pending.reject(new RedisConnectionError('The Redis connection closed'))
  })
}

type Parsed = { value: Reply | RedisReplyError; end: number }

/** One reply from `buf` at `at`, or undefined when it has not fully arrived yet. */
function parseReply(buf: Buffer, at: number): Parsed | undefined {
  const lineEnd = buf.indexOf('\r\n', at)
  if (lineEnd < 0) return undefined
  const line = buf.toString('utf8', at + 1, lineEnd)
  const next = lineEnd + 2
  switch (buf[at]) {
    case 0x2b: // +
      return { value: line, end: next }
    case 0x2d: // -
      return { value: new RedisReplyError(line), end: next }
    case 0x3a: // :
      return { value: Number(line), end: next }
    case 0x24: {
      // $
      const length = Number(line)
      if (length < 0) return { value: null, end: next }
      if (buf.length < next + length + 2) return undefined
      return { value: buf.toString('utf8', next, next + length), end: next + length + 2 }
    }
    case 0x2a: {
      // *
      const count = Number(line)
      if (count < 0) return { value: null, end: next }
      const items: Reply[] = []
      let end = next
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, end)
        if (!item) return undefined
        // An error inside an array (EXEC) is kept as its message; callers here never send MULTI.
        items.push(item.value instanceof RedisReplyError ? item.value.message : item.value)
        end = item.end
      }
      return { value: items, end }
    }
    default:
      throw new RedisReplyError(`Unexpected reply type ${String.fromCharCode(buf[at])}`)
  }
}
