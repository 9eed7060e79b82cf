import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { securityHeaders } from '../server/security/policy.ts'

/** The name of a header as static hosts and nginx spell it (Content-Security-Policy, …). */
const title = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase())

/** `_headers` (Netlify, Cloudflare Pages) with the production server's headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${title(name)}: ${value}`)
    .join('\n')}\n`
}

/** The same headers as nginx `add_header` lines, to include in the site's server block. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${title(name)} "${value.replace(/"/g, '\\"')}" always;`,
  )
  return `# Written by npm run build from the configuration (web/server/security/policy.ts).\n${lines.join('\n')}\n`
}

/**
 * Subresource Integrity and the security headers for static hosting. Every script, modulepreload
 * and stylesheet index.html names gets `integrity` (SHA-384 of the file as built), so a chunk
 * changed on its way or on the host is refused. The headers the production server sends are
 * written to dist/ as `_headers` and `security-headers.nginx.conf`, from the same function, for
 * an HTTPS site (so with Strict-Transport-Security).
 */
export function security(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'kit-security',
    apply: 'build',
    configResolved(resolved) {
      env = resolved.env as Record<string, string | undefined>
    },
    // On the files as written: other plugins still rewrite chunks in generateBundle (Vite fills
    // in its preload lists there), so a hash taken earlier would not match what is served.
    writeBundle({ dir }) {
      if (!dir) return
      const page = join(dir, 'index.html')
      if (!existsSync(page)) return
      const digest = (url: string): string | undefined => {
        const file = join(dir, url.replace(/^\//, ''))
        if (!url.startsWith('/') || !existsSync(file)) return undefined
        return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`
      }
      const html = readFileSync(page, 'utf8').replace(
        /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g,
        (tag, element: string, before: string, attr: string, url: string, after: string) => {
          const rel = /\brel="([^"]+)"/.exec(before + after)?.[1]
          if (element === 'link' && rel !== 'modulepreload' && rel !== 'stylesheet') return tag
          const integrity = digest(url)
          return integrity ? `<${element}${before} ${attr}="${url}" integrity="${integrity}"${after}>` : tag
        },
      )
      writeFileSync(page, html)
    },
    generateBundle() {
      const headers = securityHeaders(env, { https: true })
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) })
      this.emitFile({ type: 'asset', fileName: 'security-headers.nginx.conf', source: nginxSnippet(headers) })
    },
  }
}
