import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createCoreApi, type CoreApi } from './api'
import type { CoreExports } from './abi'

/**
 * Where scripts/build-wasm.mjs puts the core. Resolved from the repo root (where every npm
 * script runs) rather than this file, which benchmarks run from a bundled copy elsewhere.
 */
export const CORE_WASM_PATH = resolve('web/generated/core.wasm')

/** Loads the core in Node (tests, benchmarks) from the same `.wasm` the browser uses. */
export async function loadCoreNode(path = CORE_WASM_PATH): Promise<CoreApi> {
  const { instance } = await WebAssembly.instantiate(await readFile(path))
  return createCoreApi(instance.exports as unknown as CoreExports)
}
