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
}

/**
 * A Set-Cookie value for the session: HttpOnly so page scripts cannot read it, SameSite=Strict so
 * no other site can make the browser send it (the API's CSRF protection), Path=/ so any of the
 * app's APIs can read the session later.
 */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieAttributes): string {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
