/**
 * The host origins whose Safe Apps replies we accept. The SDK answers any parent by default;
 * limiting it keeps a page that frames us from posing as a Safe and steering the connection.
 */
import { BaseError } from '../errors.ts'

/** An entry of VITE_SAFE_ALLOWED_DOMAINS that is not an http(s) origin. */
export class SafeOriginError extends BaseError {
  override name = 'SafeOriginError'
  constructor(entry: string) {
    super(`VITE_SAFE_ALLOWED_DOMAINS: "${entry}" is not an origin like https://app.safe.global`)
  }
}

/** Safe{Wallet}'s production origins (and the legacy Gnosis Safe one that still redirects). */
export const SAFE_WALLET_ORIGINS = [
  'https://app.safe.global',
  'https://gnosis-safe.io',
  'https://app.gnosis-safe.io',
] as const

/**
 * Parses a comma-separated list of extra host origins (VITE_SAFE_ALLOWED_DOMAINS), e.g. a local
 * Safe{Wallet} or a test harness. Throws naming the variable when an entry is not an origin.
 */
export function parseAllowedOrigins(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new SafeOriginError(entry)
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
      throw new SafeOriginError(entry)
    }
    return url.origin
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Exact-origin patterns in the form the SDK's `allowedDomains` option takes. */
export function originPatterns(origins: readonly string[]): RegExp[] {
  return origins.map((origin) => new RegExp(`^${escape(origin)}$`))
}

/** Safe{Wallet}'s origins plus the configured extra ones. */
export function allowedHostOrigins(extra: readonly string[]): string[] {
  return [...SAFE_WALLET_ORIGINS, ...extra]
}
