import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serve, type RunningServer } from '../../../web/server/serve.ts'

// A dist/ as Vite makes it, and next to it a folder whose name starts with dist/'s, holding a
// secret: a prefix check without a separator would serve it.
const parent = mkdtempSync(join(tmpdir(), 'static-test-'))
const dist = join(parent, 'dist')
const JS = 'export const answer = 42;\n'.repeat(50)
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])
const SECRET = 'do-not-serve'

let server: RunningServer
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(dist, 'assets', 'index-Bq3x9kLm.js'), JS)
  writeFileSync(join(dist, 'assets', 'core-3f9a1c.wasm'), WASM)
  writeFileSync(join(dist, 'assets', 'style-9d8e7f.css'), 'body{margin:0}')
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'data.bin'), 'x')
  writeFileSync(join(dist, '.build-stamp'), SECRET)
  mkdirSync(join(parent, 'dist-evil'))
  writeFileSync(join(parent, 'dist-evil', 'secret.txt'), SECRET)
  writeFileSync(join(parent, 'secret.txt'), SECRET)
  server = await serve({ distDir: dist, env: { VITE_CHAIN_ID: '31337' }, host: '127.0.0.1', port: 0, log: () => {} })
})
afterAll(async () => {
  await server?.close()
  rmSync(parent, { recursive: true, force: true })
})

/** A GET with `path` sent exactly as written (fetch would normalise `..` away). */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
  })
}

describe('production server: static files', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/index-Bq3x9kLm.js', 'text/javascript; charset=utf-8'],
    ['/assets/core-3f9a1c.wasm', 'application/wasm'],
    ['/assets/style-9d8e7f.css', 'text/css; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/data.bin', 'application/octet-stream'],
  ])('serves %s as %s, never sniffed', async (path, type) => {
    const res = await raw(path)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the bytes of the file, wasm included', async () => {
    expect((await raw('/assets/core-3f9a1c.wasm')).body.equals(WASM)).toBe(true)
    expect((await raw('/assets/index-Bq3x9kLm.js')).body.toString()).toBe(JS)
  })

  it('caches hashed assets for a year, immutable; revalidates the rest with an ETag', async () => {
    expect((await raw('/assets/index-Bq3x9kLm.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    const page = await raw('/')
    expect(page.headers['cache-control']).toBe('no-cache')
    const etag = String(page.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    const again = await raw('/', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('gzips text and wasm for clients that accept it', async () => {
    const js = await raw('/assets/index-Bq3x9kLm.js', { 'accept-encoding': 'gzip, br' })
    expect(js.headers['content-encoding']).toBe('gzip')
    expect(js.headers.vary).toBe('accept-encoding')
    expect(js.body.length).toBeLessThan(JS.length / 5)
    expect(gunzipSync(js.body).toString()).toBe(JS)
    const wasm = await raw('/assets/core-3f9a1c.wasm', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(wasm.body).equals(WASM)).toBe(true)
    expect((await raw('/data.bin', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined()
  })

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await raw('/index.html', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const post = await raw('/index.html', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('answers 404 for missing files and folders without index.html', async () => {
    expect((await raw('/nope.js')).status).toBe(404)
    expect((await raw('/assets/')).status).toBe(404)
    expect((await raw('/assets')).status).toBe(404)
  })

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/../dist-evil/secret.txt',
    '/%2e%2e%2fdist-evil%2fsecret.txt',
    '/.build-stamp',
    '/index.html%00.js',
    '/%E0%A4%A',
  ])('refuses to leave the folder or show dotfiles: %s', async (path) => {
    const res = await raw(path)
    expect(res.status).toBe(404)
    expect(res.body.toString()).not.toContain(SECRET)
  })
})

describe('production server: auth API', () => {
  it('is mounted at /api/auth next to the files', async () => {
    const nonce = await raw('/api/auth/nonce')
    expect(nonce.status).toBe(200)
    expect(JSON.parse(nonce.body.toString()).nonce).toMatch(/^[0-9a-f]{32}$/)
    const unknown = await raw('/api/auth/nope')
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ error: 'not_found' })
  })

  it('alone (npm run auth) answers only the API', async () => {
    const api = await serve({ env: {}, host: '127.0.0.1', port: 0, log: () => {} })
    try {
      expect((await fetch(`${api.url}/api/auth/nonce`)).status).toBe(200)
      expect((await fetch(`${api.url}/index.html`)).status).toBe(404)
    } finally {
      await api.close()
    }
  })
})
