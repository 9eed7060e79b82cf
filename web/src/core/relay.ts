import type { CoreAbi } from './abi'

/** Relay validation functions of the core. Filled in by the relay issue. */
export function relayApi(_abi: CoreAbi) {
  return {}
}
