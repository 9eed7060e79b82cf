import { CoreAbi, type CoreExports } from './abi.ts'
import { authApi } from './auth.ts'
import { qrApi } from './qr.ts'
import { validateApi } from './validate.ts'

/**
 * The typed API of the Rust core, which is three wasm modules: QR encoding, WalletConnect
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

/** The validation module's functions. */
export function validateModuleApi(exports: CoreExports) {
  return validateApi(new CoreAbi(exports))
}

/** The auth module's functions: the CACAO and ReCap checks of one-click sign-in. */
export function authModuleApi(exports: CoreExports) {
  return authApi(new CoreAbi(exports))
}

export type CoreModule = 'qr' | 'validate' | 'auth'
export type CoreApi = ReturnType<typeof qrModuleApi> &
  ReturnType<typeof validateModuleApi> &
  ReturnType<typeof authModuleApi>

/** Which module each function lives in, so a caller loads only what it uses. */
export const MODULE_OF = {
  version: 'qr',
  qrEncode: 'qr',
  validateConnect: 'validate',
  validateApprove: 'validate',
  parsePairingUri: 'validate',
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
