import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

/** Bundles the injected test wallet (with viem's signer) into one browser script. */
export async function bundleTestWallet(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./injected-wallet.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  })
  return result.outputFiles[0].text
}
