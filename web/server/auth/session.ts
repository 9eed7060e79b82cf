import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getAddress, isAddress, type Address } from 'viem'
import type { SessionKeys } from './keys.ts'

export interface Session {
  /** 128 random bits, so one session can be revoked. */
  id: string
  address: Address
  chainId: number
  /** Milliseconds since the epoch. */
  issuedAt: number
  expiresAt: number
}

// v2 added the session id; v1 tokens (no id, so not revocable) are no longer accepted.
const VERSION = 'v2'

export const newSessionId = (): string => randomBytes(16).toString('base64url')

/**
 * Sessions as signed, expiring tokens (`v2.<payload>.<HMAC-SHA256>`, base64url) kept in the
 * cookie itself, so the server stores no session at all, only the ids of revoked ones.
 */
export class SessionCodec {
  constructor(private readonly keys: SessionKeys) {}

  encode(session: Session): string {
    const payload = Buffer.from(JSON.stringify(session)).toString('base64url')
    return `${VERSION}.${payload}.${mac(this.keys.signing(), payload)}`
  }

  /** The session in `token` when it is authentic (under any key) and not expired at `now`, else undefined. */
  decode(token: string | undefined, now: number): Session | undefined {
    const [version, payload, given, ...rest] = token?.split('.') ?? []
    if (version !== VERSION || !payload || !given || rest.length) return undefined
    const givenBytes = Buffer.from(given)
    const authentic = this.keys.verifying().some((key) => {
      const expected = Buffer.from(mac(key, payload))
      return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected)
    })
    if (!authentic) return undefined
    const session = parseSession(Buffer.from(payload, 'base64url').toString('utf8'))
    return session && session.expiresAt > now ? session : undefined
  }
}

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest('base64url')
}

function parseSession(text: string): Session | undefined {
  try {
    const value = JSON.parse(text) as Partial<Session>
    if (typeof value.id !== 'string' || !/^[\w-]{22}$/.test(value.id)) return undefined
    if (typeof value.address !== 'string' || !isAddress(value.address)) return undefined
    if (!Number.isSafeInteger(value.chainId) || !Number.isFinite(value.issuedAt) || !Number.isFinite(value.expiresAt))
      return undefined
    return {
      id: value.id,
      address: getAddress(value.address),
      chainId: value.chainId!,
      issuedAt: value.issuedAt!,
      expiresAt: value.expiresAt!,
    }
  } catch {
    return undefined
  }
}
