import { decodeRecap, formatMessage, getDidAddress, getNamespacedDidChainId, getRecapFromResources, isCacaoBoundToRequest, populateAuthPayload } from '@walletconnect/utils'

/**
 * The CACAO and ReCap functions one-click sign-in runs on every authenticate request and answer.
 * They belong to the Rust core (its auth module, reached through the worker); until that module
 * is merged they come from `@walletconnect/utils`, the reference it ports, behind this one file
 * so the switch changes nothing else.
 */

/** The authenticate request's payload (sign-client's `AuthTypes.PayloadParams`). */
export interface AuthPayload {
  type?: string
  chains: string[]
  domain: string
  aud: string
  nonce: string
  version?: string
  iat: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A CACAO's payload: the signed message's fields, `iss` being `did:pkh:<chain>:<address>`. */
export interface CacaoPayload {
  iss: string
  domain: string
  aud?: string
  uri?: string
  version?: string
  nonce: string
  iat: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** A CACAO (CAIP-74) as a wallet returns it from an authenticate request. */
export interface Cacao {
  h: { t: string }
  p: CacaoPayload
  s: { t: string; s: string; m?: string }
}

/** What a CACAO must answer: the request we sent. */
export interface CacaoRequestBinding {
  domain: string
  nonce: string
  aud?: string
  uri?: string
  chains?: string[]
}

export interface AuthChecks {
  populateAuthPayload(params: { authPayload: AuthPayload; chains: string[]; methods: string[] }): Promise<AuthPayload>
  isCacaoBoundToRequest(params: { cacao: Cacao; request: CacaoRequestBinding }): Promise<{ valid: boolean; reason?: string }>
  formatMessage(payload: CacaoPayload, iss: string): Promise<string>
  getRecapFromResources(resources?: string[]): Promise<string | undefined>
  decodeRecap(recap: string): Promise<unknown>
  getDidAddress(iss: string): Promise<string | undefined>
  getNamespacedDidChainId(iss: string): Promise<string | undefined>
}

export const authChecks: AuthChecks = {
  populateAuthPayload: async (params) => populateAuthPayload(params as Parameters<typeof populateAuthPayload>[0]) as AuthPayload,
  isCacaoBoundToRequest: async (params) => isCacaoBoundToRequest(params as Parameters<typeof isCacaoBoundToRequest>[0]),
  formatMessage: async (payload, iss) => formatMessage(payload, iss),
  getRecapFromResources: async (resources) => getRecapFromResources(resources),
  decodeRecap: async (recap) => decodeRecap(recap),
  getDidAddress: async (iss) => getDidAddress(iss),
  getNamespacedDidChainId: async (iss) => getNamespacedDidChainId(iss),
}
