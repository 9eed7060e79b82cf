import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.wasm',
  '.svg',
])

/** Vite puts every content-hashed file here: a name that never changes content can be cached for good. */
const HASHED_DIR = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'
// Everything else (index.html above all) is revalidated on every load, so a deploy shows at once.
const REVALIDATE = 'no-cache'

export interface StaticHandlerOptions {
  /** The folder to serve, e.g. dist/. */
  root: string
}

/**
 * Serves the built app's files: GET and HEAD only, `/` is index.html, a path that leaves the
 * folder, names a dotfile or does not exist is a 404. Text and wasm are gzipped when the client
 * accepts it; each file is compressed once and kept while it is unchanged.
 */
export function createStaticHandler({
  root,
}: StaticHandlerOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const base = resolve(root)
  const gzipped = new Map<string, { etag: string; body: Buffer }>()

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' })
    }
    const urlPath = safePath(req.url ?? '/')
    if (urlPath === undefined) return sendText(res, 404, 'Not found')
    const file = resolveFile(base, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath)
    const info = file === undefined ? undefined : await stat(file).catch(() => undefined)
    if (!file || !info?.isFile()) return sendText(res, 404, 'Not found')

    const ext = extname(file).toLowerCase()
    const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`
    const headers: Record<string, string | number> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': urlPath.startsWith(HASHED_DIR) ? IMMUTABLE : REVALIDATE,
      'x-content-type-options': 'nosniff',
      etag,
    }
    const compress = COMPRESSIBLE.has(ext)
    if (compress) headers.vary = 'accept-encoding'
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers)
      return void res.end()
    }
    if (compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let cached = gzipped.get(file)
      if (cached?.etag !== etag) {
        cached = { etag, body: await promisify(gzip)(await readFile(file)) }
        gzipped.set(file, cached)
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': cached.body.length })
      return void res.end(req.method === 'HEAD' ? undefined : cached.body)
    }
    res.writeHead(200, { ...headers, 'content-length': info.size })
    if (req.method === 'HEAD') return void res.end()
    createReadStream(file)
      .once('error', () => res.destroy())
      .pipe(res)
  }
}

/** The decoded URL path, or undefined when it cannot name a file of ours (bad escapes, NUL, dotfiles, `..`). */
function safePath(url: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(new URL(url, 'http://x').pathname)
  } catch {
    return undefined
  }
  const segments = path.split(/[/\\]/)
  if (path.includes('\0') || segments.some((s) => s.startsWith('.'))) return undefined
  return path
}

/** `urlPath` inside `base`, or undefined if it would resolve outside it. */
function resolveFile(base: string, urlPath: string): string | undefined {
  const file = resolve(join(base, urlPath))
  return file.startsWith(base + sep) ? file : undefined
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(text)
}
