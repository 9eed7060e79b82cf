import { loadEnv, type Connect, type Plugin } from 'vite'
import { createAuthHandler } from './handler.ts'
import { authOptionsFromEnv } from './env.ts'

interface Served {
  middlewares: Connect.Server
  httpServer: { once(event: 'close', listener: () => void): unknown } | null
  resolvedUrls: { local: string[]; network: string[] } | null
}

/**
 * Mounts the auth API under /api/auth on Vite's dev and preview servers, same-origin with the
 * app, so `VITE_AUTH_URL=/api/auth` reaches it there too (`npm start` uses web/server instead).
 */
export function authApi(): Plugin {
  let env: Record<string, string> = {}
  const mount = (server: Served) => {
    const handler = createAuthHandler(authOptionsFromEnv(env, () => servedOrigins(server)))
    server.middlewares.use(handler)
    server.httpServer?.once('close', () => void handler.close())
  }
  return {
    name: 'kit-auth-api',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir, ['VITE_', 'AUTH_'])
    },
    configurePreviewServer: mount,
    configureServer: mount,
  }
}

/** The origins the server answers on, known once it listens; 127.0.0.1 is also reachable as localhost. */
function servedOrigins(server: Served): string[] {
  const urls = [...(server.resolvedUrls?.local ?? []), ...(server.resolvedUrls?.network ?? [])].map((u) => new URL(u))
  const loopback = urls.filter((u) => u.hostname === '127.0.0.1').map((u) => `${u.protocol}//localhost:${u.port}`)
  return [...urls.map((u) => u.origin), ...loopback]
}
