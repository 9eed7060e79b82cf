/** The value of cookie `name` in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

export interface CookieAttributes {
  maxAgeSeconds: number
  secure: boolean
  /** The app runs in a cross-site frame (a Safe host): the cookie must be usable there. */
  framed: boolean
}

/**
 * A Set-Cookie value for the session: HttpOnly so page scripts cannot read it, Path=/ so any of
 * the app's APIs can read the session later. At the top level SameSite=Strict, so no other site
 * can make the browser send it (the API's CSRF protection).
 *
 * In a cross-site frame (Safe{Wallet} frames the app) browsers neither set nor send Strict or Lax
 * cookies, so there it is SameSite=None; Secure; Partitioned (CHIPS). Partitioned keys it to the
 * top-level site it was set under: a page on any other top-level site, framing us or not, never
 * has it sent. Within the Safe host's partition the API still refuses POSTs from origins other
 * than the app's (handler.ts checkOrigin), it sends no CORS headers so no other origin reads its
 * answers, and
 * a session is only made from a signature over a message for the app's own domain (siwe-check.ts).
 * Browsers accept Secure from http://localhost and http://127.0.0.1 (trustworthy origins).
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure, framed }: CookieAttributes,
): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly']
  if (framed) parts.push('SameSite=None', 'Secure', 'Partitioned')
  else parts.push('SameSite=Strict', ...(secure ? ['Secure'] : []))
  return parts.join('; ')
}
