import { ProviderRpcError, UserRejectedRequestError } from 'viem'

/** A pairing URI or settled session that the Rust core found non-conforming. */
export class WalletConnectSessionError extends Error {
  override name = 'WalletConnectSessionError'
  constructor(
    message: string,
    /** The catalogue code the core returned (WalletConnect's SDK/internal error codes). */
    readonly code: number,
  ) {
    super(message)
  }
}

/** Why no pairing could be made with the relay. */
export type RelayFailure = 'unreachable' | 'closing' | 'unauthorized' | 'missingProjectId'

const RELAY_FAILURES: Record<RelayFailure, string> = {
  unreachable: 'Could not reach WalletConnect. Check your connection and try again.',
  closing: 'The WalletConnect relay keeps closing the connection. Try again.',
  unauthorized: "WalletConnect refused this app's project ID.",
  missingProjectId: 'WalletConnect is not set up: the project ID is missing (VITE_WC_PROJECT_ID).',
}

/** No pairing URI could be made, or the relay kept closing the socket while the wallet had not answered. */
export class RelayUnavailableError extends Error {
  override name = 'RelayUnavailableError'
  constructor(
    readonly reason: RelayFailure,
    options?: { cause?: unknown },
  ) {
    super(RELAY_FAILURES[reason], options)
  }
}

/** The attempt was given up on (the modal closed, another wallet chosen); nobody shows this. */
export class PairingCancelledError extends Error {
  override name = 'PairingCancelledError'
  constructor(
    /** The visitor left: close the relay socket unless a session needs it. */
    readonly release: boolean,
  ) {
    super('The WalletConnect pairing was cancelled.')
  }
}

/** The wallet's session does not include wallet_switchEthereumChain, so it cannot switch. */
export class SwitchChainNotSupportedError extends ProviderRpcError {
  override name = 'SwitchChainNotSupportedError'
  constructor(chainId: number) {
    super(new Error(`The wallet cannot switch to chain ${chainId}.`), { code: 4200, shortMessage: 'Your wallet does not support switching networks.' })
  }
}

/** A provider call while no session is open. */
export class NoSessionError extends ProviderRpcError {
  override name = 'NoSessionError'
  constructor() {
    super(new Error('No WalletConnect session.'), { code: 4100, shortMessage: 'No WalletConnect session.' })
  }
}

/** EIP-1193 user rejection, and WalletConnect's USER_REJECTED family (5000-5003). */
const USER_REJECTED = new Set([4001, 5000, 5001, 5002, 5003])

/**
 * Turns what sign-client rejects with (a JSON-RPC error object from the wallet, or an Error)
 * into viem's errors, so wagmi and the UI see a 4001 as UserRejectedRequestError.
 */
export function toProviderError(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if ((typeof code === 'number' && USER_REJECTED.has(code)) || /user rejected/i.test(text)) {
    return new UserRejectedRequestError(error instanceof Error ? error : new Error(text))
  }
  if (error instanceof Error) return error
  if (typeof code === 'number') return new ProviderRpcError(new Error(text), { code, shortMessage: text })
  return new Error(text)
}
