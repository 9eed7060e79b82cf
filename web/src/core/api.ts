import { CoreAbi, type CoreExports } from './abi'
import { qrApi } from './qr'
import { relayApi } from './relay'

/**
 * The typed API of the Rust core, which is two wasm modules: QR encoding, and WalletConnect relay
 * validation (most of the code, needed only for WalletConnect). The same functions serve the Web
 * Worker (exposed with comlink, each module loaded on first use) and Node (Vitest, benchmarks).
 */

/** The QR module's functions. */
export function qrModuleApi(exports: CoreExports) {
  const abi = new CoreAbi(exports)
  return {
    /** The core library's version, e.g. "0.1.0". */
    version: (): string => abi.callText('core_version'),
    ...qrApi(abi),
  }
}

/** The relay module's functions. */
export function relayModuleApi(exports: CoreExports) {
  return relayApi(new CoreAbi(exports))
}

export type CoreModule = 'qr' | 'relay'
export type CoreApi = ReturnType<typeof qrModuleApi> & ReturnType<typeof relayModuleApi>

/** Which module each function lives in, so a caller loads only what it uses. */
export const MODULE_OF = {
  version: 'qr',
  qrEncode: 'qr',
  validateConnect: 'relay',
  validateApprove: 'relay',
  parsePairingUri: 'relay',
} as const satisfies Record<keyof CoreApi, CoreModule>
