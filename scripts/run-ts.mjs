// Runs a TypeScript file in Node: bundles it with esbuild (dependencies stay external) and
// imports the result. Node 20 cannot strip types itself. Usage: node scripts/run-ts.mjs FILE [ARGS]
import { mkdirSync, rmSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bundleForNode } from './lib/node-bundle.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function runTs(file) {
  const outDir = `${root}.cache/run-ts`
  mkdirSync(outDir, { recursive: true })
  const outfile = `${outDir}/${basename(file).replace(/\.ts$/, '')}-${process.pid}.mjs`
  await bundleForNode(resolve(file), outfile, { sourcemap: 'inline' })
  try {
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(outfile, { force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, ...rest] = process.argv.slice(2)
  process.argv = [process.argv[0], file, ...rest]
  await runTs(file)
}
