import { resolve } from 'node:path'
import { validateConfig } from '../../src/config/validate.ts'
import type { AuthHandlerOptions } from './handler.ts'

export const DEFAULT_DATA_DIR = '.data/auth'

/**
 * The auth API's options from the same variables the app is built with: VITE_CHAIN_ID and
 * VITE_RPC_URL (so the server checks messages for the chain the app signs on), plus two of its
 * own: AUTH_DATA_DIR (the session key's folder, `.data/auth` under the working directory by
 * default) and AUTH_ORIGINS (comma-separated origins, for a server behind a proxy or domain).
 */
export function authOptionsFromEnv(
  env: Record<string, string | undefined>,
  defaultOrigins: () => readonly string[],
): Pick<AuthHandlerOptions, 'chainId' | 'rpcUrl' | 'dataDir' | 'origins'> {
  // The build already checked the chain against viem's table; any chain id is fine here.
  const { chainId, rpcUrl } = validateConfig(env, () => true)
  const configured = env.AUTH_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  return {
    chainId,
    rpcUrl,
    dataDir: resolve(env.AUTH_DATA_DIR?.trim() || DEFAULT_DATA_DIR),
    origins: configured?.length ? configured.map((o) => new URL(o).origin) : defaultOrigins,
  }
}
