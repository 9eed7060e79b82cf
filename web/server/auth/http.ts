import type { IncomingMessage, ServerResponse } from 'node:http'
import { AuthError } from '../../shared/auth/errors.ts'

/**
 * Bodies larger than this are refused. A SIWE message is well under 2 KiB; ERC-6492 signatures of
 * undeployed smart accounts carry factory calldata, so leave room for a few KiB of that.
 */
export const MAX_BODY_BYTES = 16 * 1024

/** Sends `body` as JSON. Auth answers are per user and must never be cached. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  res.end(text)
}

/**
 * Reads a JSON request body of at most `limit` bytes. An oversized body is refused as soon as
 * it is known to be too big; the rest is drained (not buffered) so the 413 can still be sent.
 */
export function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    req.resume()
    return Promise.reject(new AuthError(415, 'unsupported_media_type', 'The body must be application/json'))
  }
  const tooLarge = () => new AuthError(413, 'body_too_large', `The body must be at most ${limit} bytes`)
  if (Number(req.headers['content-length']) > limit) {
    req.resume()
    return Promise.reject(tooLarge())
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.resume()
      reject(tooLarge())
    }
    req.on('data', onData)
    req.once('error', reject)
    req.once('end', () => {
      if (size > limit) return
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new AuthError(400, 'invalid_json', 'The body is not valid JSON'))
      }
    })
  })
}
