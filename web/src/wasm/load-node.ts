import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CoreAbi } from './abi'
import { authModuleApi, qrModuleApi, relayModuleApi, type CoreApi, type CoreModule } from './api'
import { instantiateSync, reinstantiating } from './instance'
import { instantiateRelay, instantiateRelaySync, relayCaller } from './relay'

/**
 * Where scripts/build-wasm.mjs puts the core's modules. Resolved from the repo root (where every
 * npm script runs) rather than this file, which benchmarks run from a bundled copy elsewhere.
 */
export const CORE_WASM_PATHS: Record<CoreModule, string> = {
  qr: resolve('web/generated/core-qr.wasm'),
  relay: resolve('web/generated/core-validate.wasm'),
  auth: resolve('web/generated/core-auth.wasm'),
}

/** Every relay port by name (crates/wasm-validate-full): the differential test's module, never the page's. */
export const RELAY_FULL_WASM_PATH = resolve('web/generated/core-validate-full.wasm')

/** Loads the core in Node (tests, benchmarks) from the same `.wasm` files the browser uses. */
export async function loadCoreNode(paths = CORE_WASM_PATHS): Promise<CoreApi> {
  const [qr, relay, auth] = await Promise.all(
    [paths.qr, paths.relay, paths.auth].map(async (path) => WebAssembly.compile(await readFile(path))),
  )
  return {
    ...reinstantiating(instantiateSync(qr), qrModuleApi),
    ...reinstantiating(instantiateRelaySync(relay), relayModuleApi),
    ...reinstantiating(instantiateRelaySync(auth), authModuleApi),
  }
}

/** Loads the full relay module: `relayCall` runs any port of `@walletconnect/utils` by name. */
export async function loadRelayFullNode(
  path = RELAY_FULL_WASM_PATH,
): Promise<(fn: string, args: readonly unknown[]) => unknown> {
  return relayCaller(new CoreAbi(await instantiateRelay(await readFile(path))))
}
