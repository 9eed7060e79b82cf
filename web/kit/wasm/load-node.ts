import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CoreAbi } from './abi.ts'
import { authModuleApi, qrModuleApi, validateModuleApi, type CoreApi, type CoreModule } from './api.ts'
import { instantiateSync, reinstantiating } from './instance.ts'
import { instantiateWcModule, instantiateWcModuleSync, wcCaller } from './validate.ts'

/**
 * Where scripts/build-wasm.mjs puts the core's modules. Resolved from the repo root (where every
 * npm script runs) rather than this file, which benchmarks run from a bundled copy elsewhere.
 */
export const CORE_WASM_PATHS: Record<CoreModule, string> = {
  qr: resolve('web/generated/core-qr.wasm'),
  validate: resolve('web/generated/core-validate.wasm'),
  auth: resolve('web/generated/core-auth.wasm'),
}

/** Every WalletConnect port by name (crates/wasm-validate-full): the differential test's module, never the page's. */
export const VALIDATE_FULL_WASM_PATH = resolve('web/generated/core-validate-full.wasm')

/** Loads the core in Node (tests, benchmarks) from the same `.wasm` files the browser uses. */
export async function loadCoreNode(paths = CORE_WASM_PATHS): Promise<CoreApi> {
  const [qr, validate, auth] = await Promise.all(
    [paths.qr, paths.validate, paths.auth].map(async (path) => WebAssembly.compile(await readFile(path))),
  )
  return {
    ...reinstantiating(instantiateSync(qr), qrModuleApi),
    ...reinstantiating(instantiateWcModuleSync(validate), validateModuleApi),
    ...reinstantiating(instantiateWcModuleSync(auth), authModuleApi),
  }
}

/** Loads the full validation module: the function it returns runs any port of `@walletconnect/utils` by name. */
export async function loadValidateFullNode(
  path = VALIDATE_FULL_WASM_PATH,
): Promise<(fn: string, args: readonly unknown[]) => unknown> {
  return wcCaller(new CoreAbi(await instantiateWcModule(await readFile(path))))
}
