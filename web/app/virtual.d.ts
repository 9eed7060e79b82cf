declare module 'virtual:kit-chain' {
  import type { Chain } from 'viem'
  /** The single chain configured with VITE_CHAIN_ID, from viem's chain table. */
  export const chain: Chain
}

declare module 'virtual:kit-config' {
  /** The configuration read from the VITE_* variables and validated when Vite started. */
  export const config: import('../shared/config/validate.ts').AppConfig
}
