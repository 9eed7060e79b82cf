/**
 * How long a sign-in nonce lives: the auth API forgets it after this, and a message claiming to
 * have been issued longer ago than this is stale.
 */
export const NONCE_TTL_MS = 5 * 60_000
