import { getAddress, type Address } from 'viem'
import type { AsyncCoreApi } from '../../wasm/client.ts'
import { WalletConnectSessionError } from './errors.ts'
import type { Session } from './signClient.ts'

/** The Rust core's WalletConnect validators this connector uses (the worker API, or Node's in tests). */
export type WcValidator = Pick<AsyncCoreApi, 'parsePairingUri' | 'validateConnect' | 'validateApprove'>

/**
 * What the app asks a wallet for: signing, sending (EIP-5792 batches too: a wallet that grants
 * them gets useSendCalls' calls in one request, one that does not gets them one by one), chain
 * switching, and the two events.
 */
export const METHODS = [
  'eth_sendTransaction',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
]
export const EVENTS = ['chainChanged', 'accountsChanged']

const caip2 = (chainId: number) => `eip155:${chainId}`

/** How long a proposal (and its pairing URI) stays valid: sign-client's default, five minutes. */
export const PROPOSAL_EXPIRY_S = 300

/**
 * The proposal: the relay protocol, and every configured chain as optional (sign-client
 * deprecated required namespaces and folds them into the optional ones).
 */
export function proposal(chainIds: readonly number[]) {
  return {
    relays: [{ protocol: 'irn' }],
    optionalNamespaces: { eip155: { chains: chainIds.map(caip2), methods: METHODS, events: EVENTS } },
  }
}

/**
 * What a session must satisfy for this app: the eip155 namespace with at least the app's chain.
 * Methods and events are the wallet's choice; a missing one fails only when it is used.
 */
function requiredNamespaces(chainId: number) {
  return { eip155: { chains: [caip2(chainId)], methods: [], events: [] } }
}

/** Chain ids that have an account in the session, in the wallet's order. */
export function sessionChains(session: Session): number[] {
  const ids = (session.namespaces.eip155?.accounts ?? []).map((account) => Number(account.split(':')[1]))
  return [...new Set(ids)]
}

/** The session's accounts on one chain, checksummed. */
export function sessionAccounts(session: Session, chainId: number): Address[] {
  const prefix = `${caip2(chainId)}:`
  const accounts = (session.namespaces.eip155?.accounts ?? [])
    .filter((a) => a.startsWith(prefix))
    .map((a) => getAddress(a.slice(prefix.length)))
  return [...new Set(accounts)]
}

/** Whether the wallet approved `method` on `chainId` (chain-scoped or namespace-wide). */
export function sessionAllows(session: Session, chainId: number, method: string): boolean {
  const namespaces = session.namespaces as Record<string, { methods: string[] }>
  return [namespaces.eip155, namespaces[caip2(chainId)]].some((ns) => ns?.methods.includes(method))
}

/** Checks the proposal we are about to send, as sign-client's connect() would. */
export async function checkProposal(validator: WcValidator, chainIds: readonly number[]): Promise<void> {
  const error = await validator.validateConnect(proposal(chainIds))
  if (error) throw new WalletConnectSessionError(error.message, error.code)
}

/**
 * A pairing URI must parse strictly (the core rejects a relay protocol other than irn and an
 * expired URI) and expire within the proposal's five minutes.
 */
export async function checkPairingUri(
  validator: WcValidator,
  uri: string,
  nowSeconds = Date.now() / 1000,
): Promise<void> {
  const parsed = await validator.parsePairingUri(uri, nowSeconds)
  const expiry = parsed.expiryTimestamp
  if (expiry === undefined || expiry > nowSeconds + PROPOSAL_EXPIRY_S + 1) {
    // 5 is WalletConnect's MISSING_OR_INVALID; the message follows its wording.
    throw new WalletConnectSessionError(`Missing or invalid. pairing URI expiryTimestamp: ${expiry}`, 5)
  }
}

/**
 * The wallet's answer to our proposal, as settled: namespaces valid (CAIP-2 chains, CAIP-10
 * accounts), conforming to what the app needs, over a named relay protocol.
 */
export async function checkSession(validator: WcValidator, session: Session, chainId: number): Promise<void> {
  const error = await validator.validateApprove({
    requiredNamespaces: requiredNamespaces(chainId),
    namespaces: session.namespaces,
    relayProtocol: session.relay?.protocol,
  })
  if (error) throw new WalletConnectSessionError(error.message, error.code)
}
