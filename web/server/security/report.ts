import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LogSink } from '../ops/request-log.ts'
import { CSP_REPORT_PATH } from './policy.ts'

const MAX_REPORT_BYTES = 16 * 1024

/** A URL's origin, or the keyword a report gives instead ('inline', 'eval'); never a path or query. */
function originOnly(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  try {
    const url = new URL(value)
    return url.origin === 'null' ? url.protocol : url.origin
  } catch {
    return value.slice(0, 32)
  }
}

/** Both report formats: report-uri's `{"csp-report": {...}}` and report-to's `[{"type", "body"}]`. */
function violations(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body))
    return body.flatMap((r: { type?: string; body?: Record<string, unknown> }) =>
      r?.type === 'csp-violation' && r.body ? [r.body] : [],
    )
  const legacy = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report']
  return legacy ? [legacy] : []
}

/**
 * POST /csp-report: logs each Content-Security-Policy violation a browser reports, as one JSON
 * line with the directive, what was blocked (its origin only) and the page's path. Returns false
 * for any other path.
 */
export function answerCspReport(req: IncomingMessage, res: ServerResponse, log: LogSink): boolean {
  if ((req.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return false
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end()
    return true
  }
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_REPORT_BYTES) chunks.push(chunk)
  })
  req.on('end', () => {
    res.writeHead(size > MAX_REPORT_BYTES ? 413 : 204).end()
    if (size > MAX_REPORT_BYTES) return
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return
    }
    for (const v of violations(body)) {
      const directive = v.effectiveDirective ?? v['effective-directive'] ?? v['violated-directive']
      const page = v.documentURL ?? v['document-uri']
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'warn',
          event: 'csp-violation',
          directive: typeof directive === 'string' ? directive.slice(0, 64) : undefined,
          blocked: originOnly(v.blockedURL ?? v['blocked-uri']),
          page: typeof page === 'string' ? (URL.canParse(page) ? new URL(page).pathname : undefined) : undefined,
        }),
      )
    }
  })
  return true
}
