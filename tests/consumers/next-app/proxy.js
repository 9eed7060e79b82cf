import { NextResponse } from 'next/server'

const VERIFY_ORIGINS = 'https://verify.walletconnect.org https://verify.walletconnect.com'

/** The origin of a URL from the deployment's settings, for connect-src. */
function originOf(url) {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

// A Content-Security-Policy with a fresh nonce per request: Next.js puts the nonce on its own
// scripts, and the kit needs no inline script or style.
export function proxy(request) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const connect = ["'self'", originOf(process.env.RPC_URL), originOf(process.env.WC_RELAY_URL), VERIFY_ORIGINS]
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${VERIFY_ORIGINS}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', csp)
  return response
}

export const config = {
  matcher: [{ source: '/((?!api|_next/static|_next/image|favicon.ico).*)' }],
}
