import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a script without types
import { packedKit } from '../../../scripts/prepare-consumers.mjs'

// `npm run pack:kit`'s tarball, unpacked: a package that stands on its own. Nothing in it may
// reach a path outside it, a package it does not declare, the demo's Vite plugin or the build's
// environment; its entries, worker and wasm modules are where its package.json and code say.

let dir: string
let pkg: {
  exports: Record<string, { types: string; default: string }>
  sideEffects: string[]
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
  dependencies: Record<string, string>
}
const inPackage = (...parts: string[]) => join(dir, 'package', ...parts)

function files(at: string): string[] {
  return readdirSync(at).flatMap((name) => {
    const path = join(at, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

// The tarball the consumer apps install (the last one when nothing it is made of has changed since).
beforeAll(async () => {
  const tarball = (await packedKit()) as string
  dir = mkdtempSync(join(tmpdir(), 'kit-package-'))
  execFileSync('tar', ['-xzf', tarball, '-C', dir])
  pkg = JSON.parse(readFileSync(inPackage('package.json'), 'utf8'))
}, 300_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the kit package', () => {
  it('has every entry of its exports map, as JavaScript and types', () => {
    expect(Object.keys(pkg.exports).sort()).toEqual([
      '.',
      './calls',
      './preload',
      './prerender',
      './server',
      './testing',
      './vite',
    ])
    for (const target of Object.values(pkg.exports)) {
      expect(existsSync(inPackage(target.default)), target.default).toBe(true)
      expect(existsSync(inPackage(target.types)), target.types).toBe(true)
    }
  })

  it('carries the worker and exactly the three wasm modules it names, and the worker by its .js name', () => {
    const wasm = files(inPackage()).filter((f) => f.endsWith('.wasm'))
    expect(wasm.map((f) => relative(inPackage(), f)).sort()).toEqual([
      'dist/generated/core-auth.wasm',
      'dist/generated/core-qr.wasm',
      'dist/generated/core-validate.wasm',
    ])
    expect(existsSync(inPackage('dist/kit/wasm/worker.js'))).toBe(true)
    expect(readFileSync(inPackage('dist/kit/wasm/client.js'), 'utf8')).toContain(
      "new URL('./worker.js', import.meta.url)",
    )
  })

  it('holds no tests, fixtures or source maps', () => {
    const names = files(inPackage()).map((f) => relative(inPackage(), f))
    expect(names.filter((n) => /(^|\/)(tests?|fixtures?)\/|\.map$|\.test\./.test(n))).toEqual([])
  })

  it('imports nothing outside itself, its dependencies and its peers, and nothing of this repo’s build', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)])
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/')
    const problems: string[] = []
    for (const file of files(inPackage('dist')).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8')
      const at = relative(inPackage(), file)
      if (code.includes('import.meta.env')) problems.push(`${at} reads import.meta.env`)
      if (code.includes('process.env')) problems.push(`${at} reads process.env`)
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (specifier.startsWith('virtual:')) problems.push(`${at} imports ${specifier}`)
        // Node's own modules, only in the Vite plugin: it runs in Node, at the app's build.
        else if (specifier.startsWith('node:')) {
          if (at !== 'dist/kit/firstView/kitPrerender.js') problems.push(`${at} imports ${specifier}: not in a browser`)
        } else if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier)
          if (!target.startsWith(inPackage()) || !existsSync(target))
            problems.push(`${at} imports ${specifier}: missing`)
          // Only Vite makes a module of an icon or a `?url`/`?raw` query; webpack and Turbopack do not.
          else if (!/\.(js|css)$/.test(specifier)) problems.push(`${at} imports ${specifier}: not JavaScript or CSS`)
        } else if (!declared.has(packageOf(specifier))) problems.push(`${at} imports undeclared ${specifier}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('marks only its stylesheets as side effects, and leaves React, wagmi, viem, React Query and Vite to the app', () => {
    expect(pkg.sideEffects).toEqual(['*.css'])
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual([
      '@tanstack/react-query',
      'react',
      'react-dom',
      'viem',
      'vite',
      'wagmi',
    ])
    // Only `beacon-kit/vite` imports Vite: a Next.js app installs the kit without it.
    expect(pkg.peerDependenciesMeta).toEqual({ vite: { optional: true } })
  })
})
