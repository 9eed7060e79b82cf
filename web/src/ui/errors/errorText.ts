import { SIGN_IN_ERRORS, type SignInError } from '../../auth/machine'
import { fill } from '../../i18n/en'
import type { ErrorCatalogue, ErrorKey } from '../../i18n/en-errors'
import type { SignInCatalogue } from '../../i18n/en-signin'
import { walk } from '../../lib/errors'
import { ADDED_BUT_NOT_SWITCHED, type WalletError } from '../../wallets/errors'
import type { RelayFailure } from '../../wallets/walletConnect/relay-errors'

/**
 * How the UI tells a wallet failure: a text of the error catalogue part (with its placeholders'
 * values), one of the sign-in step's texts, or words from outside the app (a wallet's, an SDK's,
 * the core's), which stay as they are.
 */
export type ErrorText =
  { key: ErrorKey; values?: Record<string, string | number> } | { signIn: SignInError } | { outside: string }

/** Our error classes whose one message is a catalogue text, by class name (the UI never needs their code). */
const BY_NAME: Readonly<Record<string, ErrorKey>> = {
  ConnectorNotFoundError: 'connectorNotFound',
  ConnectorNoChainsError: 'noChains',
  ChainNotFoundOnConnectorError: 'chainNotFound',
  ProviderRequiredError: 'providerRequired',
  RequestPendingError: 'pending',
  SwitchChainUnsupportedError: 'switchUnsupported',
  SwitchChainFailedError: 'switchFailed',
  NoSessionError: 'noSession',
  PairingExpiredError: 'pairingExpired',
  RequestExpiredError: 'requestExpired',
}

const RELAY_FAILURES: Readonly<Record<RelayFailure, ErrorKey>> = {
  unreachable: 'relayUnreachable',
  unauthorized: 'relayUnauthorized',
  missingProjectId: 'relayMissingProjectId',
}

const known = (e: { name?: string }) =>
  ['RelayUnavailableError', 'OneClickSignInError'].includes(e.name ?? '') || Object.hasOwn(BY_NAME, e.name ?? '')

/**
 * The text for a failure `toWalletError` made of a wallet action; `where` is what it was told
 * (the chain and wallet of a connect). A failure it could not name ('other') is looked for in
 * its cause chain, where the relay's and one-click sign-in's errors travel.
 */
export function errorText(error: WalletError, where: { chainId?: number; connectorId?: string } = {}): ErrorText {
  switch (error.name) {
    case 'UserRejectedError':
      // wagmi's 'User rejected switch after adding network.': only a network switch says it, and
      // the chain modal has its own text for it; anywhere else it is the wallet's words.
      return error.message === ADDED_BUT_NOT_SWITCHED ? { outside: error.message } : { key: 'rejected' }
    case 'ChainNotConfiguredForConnectorError':
      return {
        key: 'chainNotConfigured',
        values: { id: where.chainId ?? 0, connector: where.connectorId ?? 'unknown' },
      }
  }
  const cause = walk(error, known) as { name: string; reason?: RelayFailure; step?: 'prepare' | 'verify' } | null
  if (cause?.name === 'RelayUnavailableError') return { key: RELAY_FAILURES[cause.reason!] }
  if (cause?.name === 'OneClickSignInError') return { signIn: SIGN_IN_ERRORS[cause.step!] }
  return cause ? { key: BY_NAME[cause.name]! } : { outside: error.message }
}

/** CONNECT's words for a failure, in the locale on screen: the catalogue's, or the outside words quoted. */
export function connectErrorMessage(text: ErrorText, errors: ErrorCatalogue, signIn: SignInCatalogue): string {
  if ('key' in text) return fill(errors[text.key], text.values ?? {})
  if ('signIn' in text) return signIn[text.signIn]
  return fill(errors.connectionFailedWith, { message: text.outside })
}
