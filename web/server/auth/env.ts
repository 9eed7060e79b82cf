import { accessSync, constants } from 'node:fs'
import { resolve } from 'node:path'
import { BaseError } from '../../shared/errors.ts'
import { validateConfig } from '../../shared/config/validate.ts'
import { DEFAULT_DATA_DIR, type AuthHandlerOptions } from './handler.ts'
import { secretKeys } from './keys.ts'
import { RedisStore } from './store/index.ts'

/** A server-side variable with a value the API cannot use. */
export class AuthConfigError extends BaseError {
  override name = 'AuthConfigError'
}

/**
 * The auth API's options from the same variables the app is built with: VITE_CHAIN_ID and
 * VITE_RPC_URL (so the server checks messages for the chain the app signs on), plus its own:
 * AUTH_DATA_DIR (the key file's folder when there is no AUTH_SECRET), AUTH_ORIGINS
 * (comma-separated origins, for a server behind a proxy or domain), AUTH_SECRET and
 * AUTH_SECRET_PREVIOUS (token keys shared by all instances), AUTH_REDIS_URL (the store shared
 * by all instances) with AUTH_REDIS_CA_FILE (the CA of a rediss:// server) and AUTH_TRUSTED_PROXIES (how many proxies' X-Forwarded-For to believe).
 */
export function authOptionsFromEnv(
  env: Record<string, string | undefined>,
  defaultOrigins: () => readonly string[],
): Pick<AuthHandlerOptions, 'chainId' | 'rpcUrl' | 'dataDir' | 'origins' | 'keys' | 'store' | 'trustedProxies'> {
  // The build already checked the chain against viem's table; any chain id is fine here.
  const { chainId, rpcUrl } = validateConfig(env, () => true)
  const value = (name: string) => env[name]?.trim() || undefined
  const configured = value('AUTH_ORIGINS')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  const secret = value('AUTH_SECRET')
  const previous = value('AUTH_SECRET_PREVIOUS')
  if (previous && !secret) throw new AuthConfigError('AUTH_SECRET_PREVIOUS is set without AUTH_SECRET')
  const redisUrl = value('AUTH_REDIS_URL')
  const proxies = value('AUTH_TRUSTED_PROXIES') ?? '0'
  if (!/^\d{1,2}$/.test(proxies))
    throw new AuthConfigError(`AUTH_TRUSTED_PROXIES must be a number of proxies (0 to 99), not "${proxies}"`)
  return {
    chainId,
    rpcUrl,
    dataDir: resolve(value('AUTH_DATA_DIR') ?? DEFAULT_DATA_DIR),
    origins: configured?.length ? configured.map((o) => originOf('AUTH_ORIGINS', o)) : defaultOrigins,
    keys: secret ? secretKeys(secret, previous) : undefined,
    store: redisUrl
      ? new RedisStore(checkRedisUrl(redisUrl), {
          caFile: readableFile('AUTH_REDIS_CA_FILE', value('AUTH_REDIS_CA_FILE')),
        })
      : undefined,
    trustedProxies: Number(proxies),
  }
}

function originOf(variable: string, url: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new AuthConfigError(`${variable}: "${url}" is not a URL`)
  }
}

function checkRedisUrl(url: string): string {
  if (!/^rediss?:\/\/[^/]/.test(url))
    throw new AuthConfigError(`AUTH_REDIS_URL must be a redis:// or rediss:// URL, not "${url}"`)
  return url
}

function readableFile(variable: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined
  try {
    accessSync(path, constants.R_OK)
  } catch {
    throw new AuthConfigError(`${variable}: cannot read "${path}"`)
  }
  return path
}
