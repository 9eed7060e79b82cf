import { projectIdWarningFromEnv } from '../shared/config/placeholder.ts'
import { BaseError } from '../shared/errors.ts'
import { loadEnvFiles } from './env-files.ts'
import { serve, type RunningServer } from './serve.ts'

export { serve, type RunningServer, type ServeOptions } from './serve.ts'

/** PORT is not a port the server can listen on. */
export class ServerConfigError extends BaseError {
  override name = 'ServerConfigError'
}

export interface CliOptions {
  /** The repository (or deployment) folder: `.env` files are read here, `dist/` served from here. */
  root: string
  /** 'app' serves dist/ and the API (npm start); 'api' the API alone (npm run auth). */
  mode: 'app' | 'api'
  defaultPort: number
}

/**
 * Starts the server from the environment (PORT, HOST, .env files) and shuts it down gracefully on
 * SIGINT/SIGTERM: requests in flight finish, no new connection is taken; a second signal ends
 * the process at once. Serving the app, it warns about a placeholder WalletConnect project id as the
 * page's console does. Built to dist-server/server.mjs, so it runs with production dependencies only.
 */
export async function serveFromCli({ root, mode, defaultPort }: CliOptions): Promise<RunningServer> {
  const env = loadEnvFiles(root)
  const port = Number(env.PORT ?? defaultPort)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ServerConfigError(`PORT must be a port number, not "${env.PORT}"`)
  const notReadyMs = Number(env.SHUTDOWN_NOT_READY_MS ?? 0)
  if (!Number.isInteger(notReadyMs) || notReadyMs < 0) {
    throw new ServerConfigError(
      `SHUTDOWN_NOT_READY_MS must be a number of milliseconds, not "${env.SHUTDOWN_NOT_READY_MS}"`,
    )
  }
  // The app in dist/ was built from these variables: its console's warning goes to the terminal too.
  const warning = mode === 'app' ? projectIdWarningFromEnv(env) : null
  if (warning) console.warn(warning)
  const running = await serve({
    distDir: mode === 'app' ? `${root}/dist` : undefined,
    env,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    timeouts: { notReadyMs },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1))
      console.error(JSON.stringify({ time: new Date().toISOString(), level: 'info', event: 'shutdown', signal }))
      void running.close().then(() => process.exit(0))
    })
  }
  return running
}
