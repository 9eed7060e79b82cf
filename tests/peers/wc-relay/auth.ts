import { createPublicKey, verify } from 'node:crypto'

/**
 * The `auth` JWT sign-client puts in the relay URL: EdDSA over `header.payload`, issued by a
 * `did:key` that holds the client's Ed25519 public key. The issuer is the client's stable id,
 * which the relay uses to recognise a client across reconnects (its mailbox).
 */

export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Multicodec prefix of an Ed25519 public key (0xed 0x01). */
const ED25519_PUB = [0xed, 0x01]

function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new RelayAuthError('bad base58 in issuer')
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

function issuerKey(iss: string): Uint8Array {
  const match = /^did:key:z([1-9A-HJ-NP-Za-km-z]+)$/.exec(iss)
  if (!match) throw new RelayAuthError('issuer is not a did:key')
  const bytes = base58Decode(match[1])
  if (bytes.length !== 34 || bytes[0] !== ED25519_PUB[0] || bytes[1] !== ED25519_PUB[1]) {
    throw new RelayAuthError('issuer is not an Ed25519 key')
  }
  return bytes.subarray(2)
}

const decodePart = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

/**
 * Checks the JWT's signature, expiry and audience (the relay's own host) and returns the client
 * id (the issuer's did:key).
 */
export function verifyRelayAuth(jwt: string, relayHost: string, now = Date.now()): string {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth is not a JWT')
  const [header, payload] = [decodePart(parts[0]), decodePart(parts[1])]
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new RelayAuthError('auth must be an EdDSA JWT')
  const { iss, aud, exp } = payload as { iss?: string; aud?: string; exp?: number }
  if (typeof iss !== 'string') throw new RelayAuthError('auth has no issuer')
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(issuerKey(iss)).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`, 'utf8')
  if (!verify(null, signed, key, Buffer.from(parts[2], 'base64url')))
    throw new RelayAuthError('auth signature is invalid')
  if (typeof exp !== 'number' || exp * 1000 < now) throw new RelayAuthError('auth has expired')
  if (typeof aud !== 'string' || !URL.canParse(aud) || new URL(aud).host !== relayHost) {
    throw new RelayAuthError('auth is for another relay')
  }
  return iss
}
