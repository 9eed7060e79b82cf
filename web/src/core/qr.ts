import type { CoreAbi } from './abi'

/** QR functions of the core. Filled in by the QR issue. */
export function qrApi(_abi: CoreAbi) {
  return {}
}
