import { getAddress, type Address } from 'viem'
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { AuthError } from './errors.ts'
import { NONCE_TTL_MS } from './nonce.ts'

/**
 * Client clocks drift. A message issued a little "in the future", or not yet valid by a little,
 * is still accepted; expiry is enforced exactly.
 */
export const CLOCK_SKEW_MS = 2 * 60_000

export interface SiweExpectations {
  /** Origins the app is served from; the message's domain and URI must match one of them. */
  origins: readonly URL[]
  chainId: number
  now: number
}

export interface CheckedMessage {
  address: Address
  chainId: number
  nonce: string
  expirationTime: Date | undefined
}

const invalid = (why: string) => new AuthError(400, 'invalid_message', `Not a valid EIP-4361 message: ${why}`)

/**
 * Checks everything in a SIWE message that does not need the nonce store or the chain: its form,
 * domain, URI, chain id and times. Throws an {@link AuthError} naming the first problem.
 */
export function checkSiweMessage(text: string, expected: SiweExpectations): CheckedMessage {
  const fields = parseSiweMessage(text)
  const { address, domain, uri, chainId, nonce, issuedAt, expirationTime, notBefore } = fields
  if (!address || !domain || !uri || !chainId || !nonce || !issuedAt || fields.version !== '1') {
    throw invalid('a required field is missing')
  }
  // viem's parser is lenient (its patterns are not anchored), so a message is accepted only if
  // it is exactly what createSiweMessage makes of its own fields: nothing before, after or between.
  let canonical: string
  try {
    canonical = createSiweMessage(fields as SiweMessage)
  } catch (error) {
    throw invalid((error as Error).message.split('\n')[0])
  }
  if (canonical !== text) throw invalid('it is not in canonical form')

  const origin = expected.origins.find((o) => o.host === domain)
  if (!origin) throw new AuthError(403, 'domain_mismatch', `The message is for ${domain}, not this site`)
  if (fields.scheme && `${fields.scheme}:` !== origin.protocol) {
    throw new AuthError(403, 'domain_mismatch', `The message is for ${fields.scheme}://${domain}, not this site`)
  }
  if (originOf(uri) !== origin.origin)
    throw new AuthError(403, 'uri_mismatch', `The message's URI ${uri} is not on ${origin.origin}`)
  if (chainId !== expected.chainId)
    throw new AuthError(
      403,
      'chain_mismatch',
      `The message is for chain ${chainId}; this site uses chain ${expected.chainId}`,
    )

  const now = expected.now
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS)
    throw new AuthError(401, 'issued_in_future', 'The message was issued in the future')
  // The nonce is at most NONCE_TTL_MS old, so a message claiming to be older than that is stale.
  if (issuedAt.getTime() < now - NONCE_TTL_MS - CLOCK_SKEW_MS)
    throw new AuthError(401, 'message_expired', 'The message was issued too long ago')
  if (expirationTime && expirationTime.getTime() <= now)
    throw new AuthError(401, 'message_expired', 'The message has expired')
  if (notBefore && notBefore.getTime() > now + CLOCK_SKEW_MS)
    throw new AuthError(401, 'message_not_yet_valid', 'The message is not valid yet')

  return { address: getAddress(address), chainId, nonce, expirationTime }
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
