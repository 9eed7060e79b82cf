import { CoreAbi, type CoreExports } from './abi'
import { authApi } from './auth'
import { qrApi } from './qr'
import { relayApi } from './relay'

/**
 * The typed API of the Rust core, which is three wasm modules: QR encoding, WalletConnect relay
 * validation (most of the code, needed only for WalletConnect), and the CACAO/ReCap checks of
 * one-click sign-in (needed only when sign-in goes through WalletConnect). The same functions serve the Web
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

/** The auth module's functions: the CACAO and ReCap checks of one-click sign-in. */
export function authModuleApi(exports: CoreExports) {
  return authApi(new CoreAbi(exports))
}

export type CoreModule = 'qr' | 'relay' | 'auth'
export type CoreApi = ReturnType<typeof qrModuleApi> &
  ReturnType<typeof relayModuleApi> &
  ReturnType<typeof authModuleApi>

/** Which module each function lives in, so a caller loads only what it uses. */
export const MODULE_OF = {
  version: 'qr',
  qrEncode: 'qr',
  validateConnect: 'relay',
  validateApprove: 'relay',
  parsePairingUri: 'relay',
  populateAuthPayload: 'auth',
  isCacaoBoundToRequest: 'auth',
  formatMessage: 'auth',
  getRecapFromResources: 'auth',
  decodeRecap: 'auth',
  isValidRecap: 'auth',
  getMethodsFromRecap: 'auth',
  getChainsFromRecap: 'auth',
  getDidAddress: 'auth',
  getNamespacedDidChainId: 'auth',
} as const satisfies Record<keyof CoreApi, CoreModule>
