import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getAddress, isAddress, type Address } from 'viem'

export interface Session {
  address: Address
  chainId: number
  /** Milliseconds since the epoch. */
  issuedAt: number
  expiresAt: number
}

const VERSION = 'v1'
const KEY_FILE = 'session-hmac.key'

/**
 * Sessions as signed, expiring tokens (`v1.<payload>.<HMAC-SHA256>`, base64url) kept in the
 * cookie itself, so the server stores no session at all. The HMAC key is created once in
 * `dataDir` and read back after a restart, which is what keeps people signed in across restarts.
 * Deleting the key file signs everybody out.
 */
export class SessionCodec {
  #key: Buffer | undefined

  constructor(private readonly dataDir: string) {}

  encode(session: Session): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url')
    return `${VERSION}.${payload}.${this.#mac(payload)}`
  }

  /** The session in `token` when it is authentic and not expired at `now`, else undefined. */
  decode(token: string | undefined, now: number): Session | undefined {
    const [version, payload, mac, ...rest] = token?.split('.') ?? []
    if (version !== VERSION || !payload || !mac || rest.length) return undefined
    const expected = Buffer.from(this.#mac(payload))
    const given = Buffer.from(mac)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    const session = parseSession(Buffer.from(payload, 'base64url').toString('utf8'))
    return session && session.expiresAt > now ? session : undefined
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#loadKey()).update(`${VERSION}.${payload}`).digest('base64url')
  }

  // Loaded on first use, so mounting the API creates no files until someone signs in.
  #loadKey(): Buffer {
    if (this.#key) return this.#key
    const file = join(this.dataDir, KEY_FILE)
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 })
    try {
      // 'wx' fails when the file exists, so two processes starting together agree on one key.
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
    if (key.length < 32) throw new Error(`${file} does not hold a 256-bit hex key; delete it to create a new one`)
    this.#key = key
    return key
  }
}

function parseSession(text: string): Session | undefined {
  try {
    const value = JSON.parse(text) as Partial<Session>
    if (typeof value.address !== 'string' || !isAddress(value.address)) return undefined
    if (!Number.isSafeInteger(value.chainId) || !Number.isFinite(value.issuedAt) || !Number.isFinite(value.expiresAt)) return undefined
    return { address: getAddress(value.address), chainId: value.chainId!, issuedAt: value.issuedAt!, expiresAt: value.expiresAt! }
  } catch {
    return undefined
  }
}
