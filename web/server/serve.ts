import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { authOptionsFromEnv, createAuthHandler, DEFAULT_BASE_PATH } from './auth/index.ts'
import { createStaticHandler } from './static.ts'

export interface ServeOptions {
  /** The built app to serve next to the API; the API alone when undefined (`npm run auth`). */
  distDir?: string
  /** The server's variables: VITE_CHAIN_ID, VITE_RPC_URL and the AUTH_* ones. */
  env: Record<string, string | undefined>
  host: string
  /** 0 picks a free port. */
  port: number
}

export interface RunningServer {
  /** Where it listens, e.g. http://127.0.0.1:5173. */
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * The production server: node:http, the auth API under /api/auth and, unless it serves the API
 * alone, the built app from `distDir`. One module for `npm start` and `npm run auth`.
 */
export async function serve({ distDir, env, host, port }: ServeOptions): Promise<RunningServer> {
  let origins: string[] = []
  const auth = createAuthHandler(authOptionsFromEnv(env, () => origins))
  const files = distDir ? createStaticHandler({ root: distDir }) : undefined
  const prefix = `${DEFAULT_BASE_PATH}/`

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!files || (req.url ?? '').startsWith(prefix)) return auth(req, res)
    files(req, res).catch((error: unknown) => {
      console.error('static files:', error)
      if (!res.headersSent) res.writeHead(500).end()
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port: bound } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  // Without AUTH_ORIGINS, sign-in messages must name the address we serve on (and localhost for 127.0.0.1).
  origins = [url, ...(host === '127.0.0.1' ? [`http://localhost:${bound}`] : [])]
  return {
    url,
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await auth.close()
    },
  }
}
