import { validateConfig, type AppConfig } from '../../shared/config/validate.ts'
import { SAFE_WALLET_ORIGINS, parseAllowedOrigins } from '../../shared/safe/domains.ts'
import { chainById } from '../../shared/auth/chain.ts'

/** Where browsers send Content-Security-Policy violation reports; the server logs them. */
export const CSP_REPORT_PATH = '/csp-report'

/** WalletConnect Verify: sign-client frames it and fetches its public key (either domain). */
const VERIFY_ORIGINS = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']
/** The Coinbase Wallet SDK (v4) talks to its popup by postMessage, and to its RPC by fetch. */
const COINBASE_ORIGINS = ['https://keys.coinbase.com', 'https://rpc.wallet.coinbase.com']

const originOf = (url: string): string => {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

/**
 * The Content-Security-Policy for a configuration: scripts only from our origin (and the core's
 * WebAssembly), connections only to what the configuration uses, frames only Verify, framed only
 * by ourselves and the Safe hosts. No 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy(config: AppConfig, safeAllowedDomains: string | undefined): string {
  const publicRpc = chainById(config.chainId).rpcUrls.default.http
  const connect = new Set(["'self'", ...VERIFY_ORIGINS, ...COINBASE_ORIGINS])
  for (const url of [config.rpcUrl, ...publicRpc, config.wcRelayUrl, config.safeGatewayUrl, config.authUrl]) {
    // A relative auth URL is our own origin.
    if (url && !url.startsWith('/')) connect.add(originOf(url))
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...connect]],
    ['frame-src', VERIFY_ORIGINS],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'self'", ...SAFE_WALLET_ORIGINS, ...parseAllowedOrigins(safeAllowedDomains)]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', ['csp']],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/**
 * Every security header the app is served with, from the same variables it is built with. The
 * production server sends them, and `npm run build` writes them for static hosts (`_headers`,
 * nginx). `https`: the page is served over HTTPS (directly or behind a proxy that says so).
 */
export function securityHeaders(
  env: Record<string, string | undefined>,
  { https }: { https: boolean },
): Record<string, string> {
  // The build already checked the chain against viem's table; any chain id is fine here.
  const config = validateConfig(env, () => true)
  return {
    'content-security-policy': contentSecurityPolicy(config, env.VITE_SAFE_ALLOWED_DOMAINS),
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), browsing-topics=()',
    // The Coinbase SDK's popup must keep its opener to answer; other windows get none.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'x-content-type-options': 'nosniff',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
