// One way to make a TypeScript entry runnable by Node 20 (which cannot strip types): esbuild
// inlines the repo's own modules and leaves npm packages as imports, so they load from
// node_modules as they would for the dapp or the server.
import { build } from 'esbuild'

/** Bundles `entry` into the ES module `outfile`; `options` adds to esbuild's (a source map, a metafile). */
export function bundleForNode(entry, outfile, options = {}) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    ...options,
  })
}
