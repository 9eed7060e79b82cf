import { randomBytes } from 'node:crypto'

// This server's sign-in state, in memory: nonces handed out and not yet used, and who each
// session cookie belongs to. One process serves the app, so memory is the whole store.
const NONCE_TTL_MS = 5 * 60_000
const nonces = new Map()
const sessions = new Map()

export function issueNonce() {
  const nonce = randomBytes(16).toString('hex')
  nonces.set(nonce, Date.now() + NONCE_TTL_MS)
  return nonce
}

/** True once per nonce issued here, within its lifetime. */
export function spendNonce(nonce) {
  const expires = nonces.get(nonce)
  nonces.delete(nonce)
  return expires !== undefined && expires > Date.now()
}

export function openSession(account) {
  const id = randomBytes(32).toString('base64url')
  sessions.set(id, account)
  return id
}

export const sessionOf = (id) => (id ? sessions.get(id) : undefined)

export function closeSession(id) {
  if (id) sessions.delete(id)
}
