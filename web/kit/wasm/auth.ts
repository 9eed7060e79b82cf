import type { CoreAbi } from './abi.ts'
import { wcCaller } from './validate.ts'

/**
 * One-click sign-in (WalletConnect authenticated sessions, CAIP-222 with ReCaps): the CACAO and
 * ReCap functions of `@walletconnect/utils` 2.25.0, ported to the Rust core (crates/wc-validate/src/cacao)
 * and run from the auth module (crates/wasm-auth). Each behaves as the reference does, throws
 * included: a reference `throw` arrives as a WcUtilsError with the same message.
 */

/** A decoded ReCap (EIP-5573): resource → ability (`request/personal_sign`) → limits. */
export interface Recap {
  att: Record<string, Record<string, unknown[]>>
}

/** What an authenticate request and a CACAO's payload share (sign-client's `BaseAuthRequestParams`). */
interface AuthFields {
  domain: string
  aud?: string
  nonce: string
  version?: string
  iat?: string
  nbf?: string
  exp?: string
  chainId?: string
  statement?: string
  requestId?: string
  resources?: string[]
  expiry?: number
  type?: string
}

/** The authenticate request's payload (sign-client's `AuthTypes.PayloadParams`). */
export interface AuthPayload extends AuthFields {
  chains: string[]
  version: string
  iat: string
}

/** What the EIP-4361 message is built from (sign-client's `AuthTypes.FormatMessageParams`). */
export interface FormatMessageParams extends Omit<AuthFields, 'chainId'> {
  uri?: string
}

/** A CACAO's payload: the signed message's fields, `iss` being `did:pkh:<chain>:<address>`. */
export interface CacaoPayload extends AuthFields {
  iss: string
  uri?: string
}

/** A CACAO (CAIP-74) as a wallet returns it from an authenticate request. */
export interface Cacao {
  h: { t: 'caip122' }
  p: CacaoPayload
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string }
}

/** What a CACAO must answer: the request we sent. */
export interface CacaoRequestBinding {
  domain: string
  nonce: string
  aud?: string
  uri?: string
  chains?: string[]
}

/** The verdict of {@link authApi}'s `isCacaoBoundToRequest`; `reason` says what differs. */
export interface CacaoBinding {
  valid: boolean
  reason?: string
}

/** The auth module's functions. */
export function authApi(abi: CoreAbi) {
  const call = wcCaller(abi)
  return {
    /** The payload as a wallet supporting `chains` and `methods` narrows it (`populateAuthPayload`). */
    populateAuthPayload: (params: { authPayload: AuthPayload; chains: string[]; methods: string[] }): AuthPayload =>
      call('populateAuthPayload', [params]) as AuthPayload,
    /**
     * Whether a CACAO answers our request: domain, nonce, aud/uri, the chain of `iss`, and
     * exp/nbf against `nowMs` (the reference's `Date.now()`).
     */
    isCacaoBoundToRequest: (
      params: { cacao: Cacao; request: CacaoRequestBinding },
      nowMs: number = Date.now(),
    ): CacaoBinding => call('isCacaoBoundToRequest', [params, nowMs]) as CacaoBinding,
    /** The EIP-4361 message a CACAO's signature covers; `iss` is the CACAO's `p.iss`. */
    formatMessage: (payload: FormatMessageParams, iss: string): string =>
      call('formatMessage', [payload, iss]) as string,
    /** The ReCap among `resources` (per spec the last one), if any. */
    getRecapFromResources: (resources?: string[]): string | undefined =>
      call('getRecapFromResources', [resources]) as string | undefined,
    /** Decodes and validates a `urn:recap:` resource; throws what the reference throws. */
    decodeRecap: (recap: string): Recap => call('decodeRecap', [recap]) as Recap,
    /** Throws the reference's message when `recap` is not a valid decoded ReCap. */
    isValidRecap: (recap: unknown): void => {
      call('isValidRecap', [recap])
    },
    /** The eip155 methods an encoded ReCap grants. */
    getMethodsFromRecap: (recap: string): string[] => call('getMethodsFromRecap', [recap]) as string[],
    /** The chains an encoded ReCap's limits name. */
    getChainsFromRecap: (recap: string): string[] => call('getChainsFromRecap', [recap]) as string[],
    /** The address of a `did:pkh:` issuer. */
    getDidAddress: (iss: string): string | undefined => call('getDidAddress', [iss]) as string | undefined,
    /** The CAIP-2 chain (`eip155:1`) of a `did:pkh:` issuer. */
    getNamespacedDidChainId: (iss: string): string | undefined =>
      call('getNamespacedDidChainId', [iss]) as string | undefined,
  }
}
