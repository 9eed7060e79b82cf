import { ResourceUnavailableRpcError } from 'viem'
import {
  ChainNotConfiguredError,
  ConnectorNotFoundError as WagmiConnectorNotFoundError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError as WagmiSwitchChainNotSupportedError,
} from 'wagmi'
import { isUserRejection, walk, type ErrorLike } from '../../shared/errors.ts'
import { CataloguedError, type CatalogueText } from './catalogued.ts'

/**
 * Wallet errors in the words of docs/spec.md §8.1. wagmi and viem say most of these differently, so
 * every failure from a wallet action goes through {@link toWalletError} before anyone shows it.
 */

/** What kind of failure it was: the UI reacts to the kind (RETRY, back to idle), not the text. */
export type WalletErrorKind =
  'rejected' | 'pending' | 'notFound' | 'chain' | 'provider' | 'switch' | 'unsupported' | 'other'

export class WalletError extends CataloguedError {
  override name = 'WalletError'
  constructor(
    readonly kind: WalletErrorKind,
    text: CatalogueText | string,
    options?: { cause?: unknown },
  ) {
    super(text, options)
  }
}

/** No injected provider for the chosen wallet. */
export class ConnectorNotFoundError extends WalletError {
  override name = 'ConnectorNotFoundError'
  constructor(cause?: unknown) {
    super('notFound', { key: 'connectorNotFound' }, { cause })
  }
}

export class ChainNotConfiguredForConnectorError extends WalletError {
  override name = 'ChainNotConfiguredForConnectorError'
  constructor(chainId: number, connectorId: string, cause?: unknown) {
    super('chain', { key: 'chainNotConfigured', values: { id: chainId, connector: connectorId } }, { cause })
  }
}

export class ConnectorNoChainsError extends WalletError {
  override name = 'ConnectorNoChainsError'
  constructor() {
    super('chain', { key: 'noChains' })
  }
}

export class ChainNotFoundOnConnectorError extends WalletError {
  override name = 'ChainNotFoundOnConnectorError'
  constructor(cause?: unknown) {
    super('chain', { key: 'chainNotFound' }, { cause })
  }
}

export class ProviderRequiredError extends WalletError {
  override name = 'ProviderRequiredError'
  constructor(cause?: unknown) {
    super('provider', { key: 'providerRequired' }, { cause })
  }
}

/**
 * The user said no (see isUserRejection: 4001, 5000-5003, a closed modal). A distinct, quiet
 * outcome. `outside` keeps wagmi's words for a refusal the catalogue has no text for
 * ({@link ADDED_BUT_NOT_SWITCHED}: the chain modal has its own).
 */
export class UserRejectedError extends WalletError {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor(cause?: unknown, outside?: string) {
    super('rejected', outside ?? { key: 'rejected' }, { cause })
  }
}

/** Code -32002: the wallet already has this request open. */
export class RequestPendingError extends WalletError {
  override name = 'RequestPendingError'
  constructor(cause?: unknown) {
    super('pending', { key: 'pending' }, { cause })
  }
}

/** The wallet cannot switch networks on request (EIP-1193 code 4200 on wallet_switchEthereumChain). */
export class SwitchChainUnsupportedError extends WalletError {
  override name = 'SwitchChainUnsupportedError'
  constructor(cause?: unknown) {
    super('unsupported', { key: 'switchUnsupported' }, { cause })
  }
}

export class SwitchChainFailedError extends WalletError {
  override name = 'SwitchChainFailedError'
  constructor(cause?: unknown) {
    super('switch', { key: 'switchFailed' }, { cause })
  }
}

/** wagmi's text when a wallet added the chain (after 4902) but did not switch to it. */
export const ADDED_BUT_NOT_SWITCHED = 'User rejected switch after adding network.'

export type WalletAction = 'connect' | 'switchChain' | 'walletClient' | 'request'

/** Maps any failure of a wallet action onto the spec's errors. */
export function toWalletError(
  error: unknown,
  context: { action: WalletAction; chainId?: number; connectorId?: string },
): WalletError {
  if (error instanceof WalletError) return error
  const has = (test: (e: ErrorLike) => boolean) => walk(error, test) !== null

  if (has((e) => e.message === ADDED_BUT_NOT_SWITCHED)) return new UserRejectedError(error, ADDED_BUT_NOT_SWITCHED)
  if (isUserRejection(error)) return new UserRejectedError(error)
  if (has((e) => e.code === -32002 || e instanceof ResourceUnavailableRpcError)) return new RequestPendingError(error)
  if (has((e) => e instanceof ProviderNotFoundError || e instanceof WagmiConnectorNotFoundError)) {
    return context.action === 'walletClient' ? new ProviderRequiredError(error) : new ConnectorNotFoundError(error)
  }
  if (has((e) => e instanceof ChainNotConfiguredError)) {
    return context.action === 'connect'
      ? new ChainNotConfiguredForConnectorError(context.chainId ?? 0, context.connectorId ?? 'unknown', error)
      : new ChainNotFoundOnConnectorError(error)
  }
  if (context.action === 'switchChain') {
    const unsupported = has((e) => e.code === 4200 || e instanceof WagmiSwitchChainNotSupportedError)
    return unsupported ? new SwitchChainUnsupportedError(error) : new SwitchChainFailedError(error)
  }
  const first = error as ErrorLike | undefined
  return new WalletError('other', first?.shortMessage ?? first?.message ?? String(error), { cause: error })
}
