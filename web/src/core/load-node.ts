import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createCoreApi, type CoreApi } from './api'
import type { CoreExports } from './abi'

/** Where `npm run build` (scripts/build-wasm.mjs) puts the core. */
export const CORE_WASM_PATH = fileURLToPath(new URL('../../generated/core.wasm', import.meta.url))

/** Loads the core in Node (tests, benchmarks) from the same `.wasm` the browser uses. */
export async function loadCoreNode(path = CORE_WASM_PATH): Promise<CoreApi> {
  const { instance } = await WebAssembly.instantiate(await readFile(path))
  return createCoreApi(instance.exports as unknown as CoreExports)
}
