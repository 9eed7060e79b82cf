import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from '../auth/http.ts'

/** Each readiness check by name: true when it holds. */
export type Checks = Record<string, boolean>

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

/**
 * `/healthz`: the process answers (a load balancer restarts it otherwise). `/readyz`: it can
 * serve sign-ins now (200), or not (503, with the checks that fail), so a balancer sends it
 * nothing while it starts, while Redis is away, or while it drains before shutting down.
 * Returns false for any other path.
 */
export function answerHealth(req: IncomingMessage, res: ServerResponse, checks: () => Promise<Checks>): boolean {
  const path = (req.url ?? '/').split('?')[0]
  if (path !== HEALTH_PATH && path !== READY_PATH) return false
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET, HEAD' })
    return true
  }
  if (path === HEALTH_PATH) {
    sendJson(res, 200, { status: 'ok' })
    return true
  }
  checks().then(
    (results) => {
      const ready = Object.values(results).every(Boolean)
      sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', checks: results })
    },
    () => sendJson(res, 503, { status: 'not_ready' }),
  )
  return true
}
