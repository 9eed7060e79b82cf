import { isLocale, LOCALE_TAGS, type Locale } from '../i18n/localeTags.ts'
import { BaseError } from '../errors.ts'
import { parseAllowedOrigins } from '../safe/domains.ts'
import { checkUrl } from './checkUrl.ts'
import { PLACEHOLDER_PROJECT_ID } from './placeholder.ts'

/**
 * Validation of the app's configuration (the VITE_* variables). Pure, so the same rules run at
 * build time (vite.config.ts, where a bad value stops the build) and in the app.
 */

const DEFAULTS = {
  VITE_APP_NAME: 'Beacon',
  VITE_CHAIN_ID: '1',
  VITE_WC_PROJECT_ID: PLACEHOLDER_PROJECT_ID,
  VITE_WC_RELAY_URL: 'wss://relay.walletconnect.org',
  VITE_SAFE_GATEWAY_URL: 'https://safe-client.safe.global',
} as const

export interface AppConfig {
  appName: string
  chainId: number
  /** Preferred RPC endpoint; the chain's public RPC is the fallback. */
  rpcUrl: string | undefined
  wcProjectId: string
  wcRelayUrl: string
  safeGatewayUrl: string
  /** Sign-In with Ethereum API base; sign-in is off when undefined. */
  authUrl: string | undefined
  /** The one language the app speaks (no picker); the visitor's languages decide when undefined. */
  locale: Locale | undefined
  /** Host origins besides Safe{Wallet}'s whose Safe Apps replies are accepted (VITE_SAFE_ALLOWED_DOMAINS). */
  safeAllowedOrigins: string[]
  /** An ERC-7677 paymaster service the demo's batched calls offer wallets that support one. */
  paymasterUrl: string | undefined
}

/** One or more configuration problems, each naming its variable. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`, { details: problems.join('\n') })
  }
}

type Env = Record<string, string | undefined>

/**
 * Reads and checks the configuration. `isKnownChain` answers whether viem's chain table has a
 * chain id. Throws a {@link ConfigError} listing every problem at once.
 */
export function validateConfig(env: Env, isKnownChain: (id: number) => boolean): AppConfig {
  const problems: string[] = []
  const read = (name: keyof typeof DEFAULTS) => env[name] ?? DEFAULTS[name]

  const appName = read('VITE_APP_NAME').trim()
  if (!appName) problems.push('VITE_APP_NAME must not be empty')

  const chainText = read('VITE_CHAIN_ID').trim()
  const chainId = Number(chainText)
  if (!/^\d+$/.test(chainText) || !Number.isSafeInteger(chainId)) {
    problems.push(`VITE_CHAIN_ID must be a positive integer chain id, got "${chainText}"`)
  } else if (!isKnownChain(chainId)) {
    problems.push(`VITE_CHAIN_ID ${chainId} is not a chain in viem's chain table (viem/chains)`)
  }

  const rpcUrl = env.VITE_RPC_URL?.trim() || undefined
  if (rpcUrl) checkUrl(problems, 'VITE_RPC_URL', rpcUrl, ['http:', 'https:', 'ws:', 'wss:'])

  // An explicitly empty project id is an error; an unset one falls back to the placeholder,
  // which only warns (docs/spec.md §5.1), so a fresh clone still serves a working app.
  const wcProjectId = read('VITE_WC_PROJECT_ID').trim()
  if (!wcProjectId) problems.push('VITE_WC_PROJECT_ID is required (a WalletConnect Cloud project id)')

  const wcRelayUrl = read('VITE_WC_RELAY_URL').trim()
  checkUrl(problems, 'VITE_WC_RELAY_URL', wcRelayUrl, ['ws:', 'wss:'])

  const safeGatewayUrl = read('VITE_SAFE_GATEWAY_URL').trim().replace(/\/+$/, '')
  checkUrl(problems, 'VITE_SAFE_GATEWAY_URL', safeGatewayUrl, ['http:', 'https:'])

  const authUrl = env.VITE_AUTH_URL?.trim().replace(/\/+$/, '') || undefined
  if (authUrl && !authUrl.startsWith('/')) checkUrl(problems, 'VITE_AUTH_URL', authUrl, ['http:', 'https:'])

  const paymasterUrl = env.VITE_PAYMASTER_URL?.trim() || undefined
  if (paymasterUrl) checkUrl(problems, 'VITE_PAYMASTER_URL', paymasterUrl, ['http:', 'https:'])

  const localeText = env.VITE_LOCALE?.trim() || undefined
  const locale = localeText && isLocale(localeText) ? localeText : undefined
  if (localeText && !locale) problems.push(`VITE_LOCALE must be one of ${LOCALE_TAGS.join(', ')}, got "${localeText}"`)

  let safeAllowedOrigins: string[] = []
  try {
    safeAllowedOrigins = parseAllowedOrigins(env.VITE_SAFE_ALLOWED_DOMAINS)
  } catch (error) {
    problems.push((error as Error).message)
  }

  if (problems.length) throw new ConfigError(problems)
  return {
    appName,
    chainId,
    rpcUrl,
    wcProjectId,
    wcRelayUrl,
    safeGatewayUrl,
    authUrl,
    locale,
    safeAllowedOrigins,
    paymasterUrl,
  }
}
