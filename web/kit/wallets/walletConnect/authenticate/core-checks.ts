import { core, type AsyncCoreApi } from '../../../wasm/client.ts'

/**
 * The CACAO and ReCap functions one-click sign-in runs on every authenticate request and answer:
 * the Rust core's ports of `@walletconnect/utils` (its auth module, loaded by the worker on first
 * use, so only a page that signs in over WalletConnect downloads it).
 */

export type { AuthPayload, Cacao, CacaoPayload, CacaoRequestBinding } from '../../../wasm/auth.ts'

export type AuthChecks = Pick<
  AsyncCoreApi,
  | 'populateAuthPayload'
  | 'isCacaoBoundToRequest'
  | 'formatMessage'
  | 'getRecapFromResources'
  | 'decodeRecap'
  | 'getDidAddress'
  | 'getNamespacedDidChainId'
>

export const authChecks: AuthChecks = core
