import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { privateKeyToAddress } from 'viem/accounts'
import type { TestWalletOptions, WalletScriptOptions } from './options.ts'

/**
 * Bundles the injected test wallet (with viem's signer) into one browser script. `entry` is its
 * source, for callers bundled elsewhere (the benchmarks), where import.meta.url is not this file.
 */
export async function bundleTestWallet(
  entry = fileURLToPath(new URL('./injected-wallet.ts', import.meta.url)),
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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

/** The init script that puts the wallet in a page: its options, with the key's address, then the bundle. */
export function walletInitScript(options: TestWalletOptions, script: string): string {
  const withAddress: WalletScriptOptions = { ...options, address: privateKeyToAddress(options.privateKey) }
  return `window.__testWalletOptions = ${JSON.stringify(withAddress)};\n${script}`
}
