import { CoreAbi, type CoreExports } from './abi'
import { qrApi } from './qr'
import { relayApi } from './relay'

/**
 * The typed API of the Rust core. The same object serves the Web Worker (exposed with comlink)
 * and Node (Vitest, benchmarks), so both exercise the same `.wasm`.
 */
export function createCoreApi(exports: CoreExports) {
  const abi = new CoreAbi(exports)
  return {
    /** The core library's version, e.g. "0.1.0". */
    version: (): string => abi.callText('core_version'),
    ...qrApi(abi),
    ...relayApi(abi),
  }
}

export type CoreApi = ReturnType<typeof createCoreApi>
