import { describe, expect, it } from 'vitest'
import { en } from '../../../web/kit/i18n/en.ts'
import { enErrors } from '../../../web/kit/i18n/en-errors.ts'
import { enSignIn } from '../../../web/kit/i18n/en-signin.ts'
import de from '../../../web/kit/i18n/locales/de.ts'
import deWallets from '../../../web/kit/i18n/locales/wallets/de.ts'
import { connectErrorMessage, errorText } from '../../../web/kit/ui/errors/errorText.ts'
import { requestErrorMessage } from '../../../web/kit/ui/errors/requestError.ts'
import { OneClickSignInError } from '../../../web/kit/wallets/walletConnect/authenticate/errors.ts'
import {
  NoSessionError,
  PairingExpiredError,
  RequestExpiredError,
  WalletConnectSessionError,
} from '../../../web/kit/wallets/walletConnect/errors.ts'
import { RelayUnavailableError } from '../../../web/kit/wallets/walletConnect/relay-errors.ts'
import {
  ChainNotConfiguredForConnectorError,
  ChainNotFoundOnConnectorError,
  ConnectorNoChainsError,
  ConnectorNotFoundError,
  ProviderRequiredError,
  RequestPendingError,
  SwitchChainFailedError,
  SwitchChainUnsupportedError,
  toWalletError,
  UserRejectedError,
  type WalletError,
} from '../../../web/kit/wallets/errors.ts'

const where = { action: 'connect', chainId: 31337, connectorId: 'metaMask' } as const
const connectFailure = (error: unknown) => toWalletError(error, where)

/** Every failure a connect can end in, as toWalletError hands it to the UI. */
const FAILURES: [string, WalletError][] = [
  ['no provider', new ConnectorNotFoundError()],
  ['chain not configured', new ChainNotConfiguredForConnectorError(31337, 'metaMask')],
  ['no chains', new ConnectorNoChainsError()],
  ['chain not found', new ChainNotFoundOnConnectorError()],
  ['provider required', new ProviderRequiredError()],
  ['rejected', new UserRejectedError()],
  ['pending', new RequestPendingError()],
  ['switch unsupported', new SwitchChainUnsupportedError()],
  ['switch failed', new SwitchChainFailedError()],
  ...(['unreachable', 'unauthorized', 'missingProjectId'] as const).map((reason): [string, WalletError] => [
    `relay ${reason}`,
    connectFailure(new RelayUnavailableError(reason)),
  ]),
  ['no WalletConnect session', connectFailure(new NoSessionError())],
  ['an expired pairing', connectFailure(new PairingExpiredError())],
  ['an expired request', connectFailure(new RequestExpiredError())],
  ['one-click sign-in', connectFailure(new OneClickSignInError('verify'))],
  ['a session the core refused', connectFailure(new WalletConnectSessionError('Non conforming namespaces.', 1006))],
  ['a wallet’s own words', connectFailure(new Error('Wallet is locked'))],
]

describe('errorText: each wallet failure as the UI tells it', () => {
  it.each(FAILURES)('%s: English reads exactly the error’s own message (the spec’s text)', (_, error) => {
    expect(connectErrorMessage(errorText(error), enErrors, enSignIn)).toBe(error.message)
  })

  it.each(FAILURES.filter(([name]) => !['a session the core refused', 'a wallet’s own words'].includes(name)))(
    '%s: German reads a catalogue text, not the English message',
    (_, error) => {
      const text = connectErrorMessage(errorText(error), deWallets.errors, de.signIn)
      expect(text).not.toBe(error.message)
      expect(
        [...Object.values(deWallets.errors), ...Object.values(de.signIn)].some((template) =>
          text.startsWith(template.split('{')[0]!),
        ),
      ).toBe(true)
    },
  )

  it('fills the chain and the wallet of the attempt', () => {
    expect(
      connectErrorMessage(
        errorText(new ChainNotConfiguredForConnectorError(31337, 'metaMask')),
        deWallets.errors,
        de.signIn,
      ),
    ).toBe('Chain „31337“ ist für den Connector „metaMask“ nicht konfiguriert.')
  })

  it('names one-click sign-in’s failures by the sign-in step’s own keys', () => {
    expect(errorText(connectFailure(new OneClickSignInError('prepare')))).toEqual({ signIn: 'errorPrepare' })
    expect(errorText(connectFailure(new OneClickSignInError('verify')))).toEqual({ signIn: 'errorVerify' })
  })

  it('quotes words from outside the app in a sentence of the visitor’s language', () => {
    const refused = connectFailure(new WalletConnectSessionError('Non conforming namespaces.', 1006))
    expect(errorText(refused)).toEqual({ outside: 'Non conforming namespaces.' })
    expect(connectErrorMessage(errorText(refused), deWallets.errors, de.signIn)).toBe(
      'Verbindung fehlgeschlagen: Non conforming namespaces.',
    )
  })

  it('leaves wagmi’s switch-after-add refusal in its own words (the chain modal has a text for it)', () => {
    const afterAdd = toWalletError(new Error('User rejected switch after adding network.'), { action: 'switchChain' })
    expect(errorText(afterAdd)).toEqual({ outside: 'User rejected switch after adding network.' })
  })
})

describe('requestErrorMessage: a failed sign or send on the page', () => {
  const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const pending = Object.assign(new Error('Request already pending'), { code: -32002 })

  it('says the visitor said no, in their language', () => {
    expect(requestErrorMessage(en, enErrors, rejection)).toBe('You rejected the request.')
    expect(requestErrorMessage(de.main, deWallets.errors, rejection)).toBe('Du hast die Anfrage abgelehnt.')
  })

  it('wraps the catalogued failure, English as before, German in German', () => {
    expect(requestErrorMessage(en, enErrors, pending)).toBe(
      'Something went wrong: A request is already pending in your wallet. Open your wallet to continue.',
    )
    expect(requestErrorMessage(de.main, deWallets.errors, pending)).toBe(
      'Etwas ist schiefgelaufen: In deiner Wallet wartet bereits eine Anfrage. Öffne deine Wallet, um fortzufahren.',
    )
  })

  it('quotes a wallet’s own words', () => {
    expect(requestErrorMessage(de.main, deWallets.errors, new Error('Wallet is locked'))).toBe(
      'Etwas ist schiefgelaufen: Wallet is locked',
    )
  })
})
