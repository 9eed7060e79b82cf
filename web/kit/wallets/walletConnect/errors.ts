import { ProviderRpcError, UserRejectedRequestError } from 'viem'
import { BaseError, isUserRejection } from '../../../shared/errors.ts'
import { CataloguedError } from '../catalogued.ts'

/** A pairing URI or settled session that the Rust core found non-conforming. */
export class WalletConnectSessionError extends BaseError {
  override name = 'WalletConnectSessionError'
  constructor(
    shortMessage: string,
    /** The catalogue code the core returned (WalletConnect's SDK/internal error codes). */
    readonly code: number,
  ) {
    super(shortMessage)
  }
}

/** The attempt was given up on (the modal closed, another wallet chosen); nobody shows this. */
export class PairingCancelledError extends BaseError {
  override name = 'PairingCancelledError'
  constructor(
    /** The visitor left: close the relay socket unless a session needs it. */
    readonly release: boolean,
  ) {
    super('The WalletConnect pairing was cancelled.')
  }
}

/**
 * The wallet did not answer within the proposal's five minutes (the relay keeps its answer no
 * longer): that URI is dead, and RETRY makes a new one.
 */
export class PairingExpiredError extends CataloguedError {
  override name = 'PairingExpiredError'
  constructor(options?: { cause?: unknown }) {
    super({ key: 'pairingExpired' }, options)
  }
}

/** A request the wallet did not answer before it expired (sign-client's five minutes). */
export class RequestExpiredError extends CataloguedError {
  override name = 'RequestExpiredError'
  constructor(options?: { cause?: unknown }) {
    super({ key: 'requestExpired' }, options)
  }
}

/**
 * The wallet's session does not include wallet_switchEthereumChain, so it cannot switch. An
 * EIP-1193 error (code 4200): viem maps it by its code when it passes through a request.
 */
export class SwitchChainNotSupportedError extends CataloguedError {
  override name = 'SwitchChainNotSupportedError'
  readonly code = 4200
  constructor(chainId: number) {
    super({ key: 'switchUnsupported' }, { details: `The wallet cannot switch to chain ${chainId}.` })
  }
}

/** A provider call while no session is open (EIP-1193 code 4100, unauthorized). */
export class NoSessionError extends CataloguedError {
  override name = 'NoSessionError'
  readonly code = 4100
  constructor() {
    super({ key: 'noSession' })
  }
}

/** sign-client rejected with neither an Error nor a JSON-RPC error object (a bare string, say). */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
}

/** What sign-client rejects a session request with once its expiry passed. */
const REQUEST_EXPIRED = /^Request expired\b/

/**
 * Turns what sign-client rejects with (a JSON-RPC error object from the wallet, or an Error)
 * into viem's errors, so wagmi sees any user rejection (4001, 5000-5003, a closed modal) as
 * UserRejectedRequestError.
 */
export function toProviderError(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : String(error)
  if (REQUEST_EXPIRED.test(text)) return new RequestExpiredError({ cause: error })
  if (isUserRejection(error)) return new UserRejectedRequestError(error instanceof Error ? error : new Error(text))
  if (error instanceof Error) return error
  if (typeof code === 'number') return new ProviderRpcError(new Error(text), { code, shortMessage: text })
  return new WalletConnectRequestError(text)
}
