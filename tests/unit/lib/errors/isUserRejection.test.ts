import { describe, expect, it } from 'vitest'
import { getSdkError } from '@walletconnect/utils'
import { createClient, custom, HttpRequestError, UserRejectedRequestError } from 'viem'
import { signFailure } from '../../../../web/kit/auth/machine.ts'
import { BaseError, isUserRejection } from '../../../../web/shared/errors.ts'
import { fromHostError } from '../../../../web/kit/safe/errors.ts'
import { toWalletError, UserRejectedError, WalletError } from '../../../../web/kit/wallets/errors.ts'
import {
  NoSessionError,
  PairingCancelledError,
  SwitchChainNotSupportedError,
  toProviderError,
} from '../../../../web/kit/wallets/walletConnect/errors.ts'
import { RelayUnavailableError } from '../../../../web/kit/wallets/walletConnect/relay-errors.ts'

/** What the app gets when a wallet's provider throws `thrown` under viem's request (as wagmi calls it). */
async function throughViem(thrown: unknown): Promise<unknown> {
  const client = createClient({ transport: custom({ request: async () => Promise.reject(thrown) }, { retryCount: 0 }) })
  return client
    .request({ method: 'personal_sign', params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    .then(
      () => expect.fail('the request should fail'),
      (error: unknown) => error,
    )
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** What the Safe Apps SDK rejects with when the host answers with an error text. */
const safeHostError = (text: string) => new Error(text)

const rejections: [string, () => unknown | Promise<unknown>][] = [
  [
    'EIP-1193 4001 from an injected wallet, through viem',
    () => throughViem(rpcError(4001, 'User rejected the request.')),
  ],
  [
    'viem’s UserRejectedRequestError wrapping the provider error',
    () => new UserRejectedRequestError(rpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.')),
  ],
  ['a plain JSON-RPC error object with 4001', () => ({ code: 4001, message: 'User rejected the request.' })],
  [
    'viem’s UserRejectedRequestError around an error without a code',
    () => new UserRejectedRequestError(new Error('no')),
  ],
  ['sign-client’s USER_REJECTED (5000)', () => getSdkError('USER_REJECTED')],
  ['sign-client’s USER_REJECTED_CHAINS (5001)', () => getSdkError('USER_REJECTED_CHAINS')],
  ['sign-client’s USER_REJECTED_METHODS (5002)', () => getSdkError('USER_REJECTED_METHODS')],
  ['sign-client’s USER_REJECTED_EVENTS (5003)', () => getSdkError('USER_REJECTED_EVENTS')],
  ['a 5000 passed through viem (UnknownRpcError around the object)', () => throughViem(getSdkError('USER_REJECTED'))],
  [
    'a 5000 through our WalletConnect provider, then viem',
    () => throughViem(toProviderError(getSdkError('USER_REJECTED'))),
  ],
  ['a wallet’s “User closed modal” without a code, through viem', () => throughViem(new Error('User closed modal'))],
  ['“User closed the modal”', () => new Error('User closed the modal')],
  ['“User cancelled”', () => new Error('User cancelled the request')],
  ['Safe{Wallet}’s “Transaction was rejected” (Safe Apps SDK)', () => safeHostError('Transaction was rejected')],
  ['the Safe rejection after our Safe provider (4001)', () => fromHostError(safeHostError('Transaction was rejected'))],
  [
    'the Safe SDK’s refused permission (PermissionsError, 4001)',
    () => Object.assign(new Error('Permissions rejected'), { code: 4001 }),
  ],
  ['our UserRejectedError', () => new UserRejectedError()],
  [
    'wagmi’s “User rejected switch after adding network.”',
    () => new UserRejectedRequestError(new Error('User rejected switch after adding network.')),
  ],
  [
    'a rejection nested three deep',
    () =>
      new BaseError('outer', {
        cause: new WalletError('other', 'middle', { cause: new UserRejectedRequestError(rpcError(4001, 'no')) }),
      }),
  ],
  [
    'a rejection nested in plain causes',
    () => new Error('wrapped', { cause: new Error('inner', { cause: { code: 4001 } }) }),
  ],
]

const failures: [string, () => unknown | Promise<unknown>][] = [
  [
    '4100 unauthorized, through viem',
    () => throughViem(rpcError(4100, 'The requested account has not been authorized by the user.')),
  ],
  ['4200 unsupported method, through viem', () => throughViem(rpcError(4200, 'Unsupported method'))],
  ['4900 disconnected', () => rpcError(4900, 'Disconnected')],
  [
    '-32002 request already pending, through viem',
    () => throughViem(rpcError(-32002, 'Request of type personal_sign already pending')),
  ],
  ['-32603 internal error', () => ({ code: -32603, message: 'Internal JSON-RPC error.' })],
  ['a bare -32603 object', () => ({ code: -32603 })],
  ['an Error without a code', () => new Error('Internal error')],
  [
    'viem’s HttpRequestError (network down)',
    () => new HttpRequestError({ url: 'http://127.0.0.1:9/', details: 'fetch failed' }),
  ],
  ['a fetch TypeError', () => new TypeError('Failed to fetch')],
  ['a closed socket', () => new Error('Connection closed')],
  ['sign-client’s USER_DISCONNECTED (6000)', () => getSdkError('USER_DISCONNECTED')],
  ['sign-client’s UNSUPPORTED_CHAINS (5100)', () => getSdkError('UNSUPPORTED_CHAINS')],
  ['a cancelled WalletConnect pairing', () => new PairingCancelledError(true)],
  ['an unreachable relay', () => new RelayUnavailableError('unreachable', { cause: new Error('socket hang up') })],
  ['a WalletConnect session that cannot switch (4200)', () => new SwitchChainNotSupportedError(1)],
  ['no WalletConnect session (4100)', () => new NoSessionError()],
  ['a Safe gateway miss', () => safeHostError('404: Transaction not found')],
  ['nothing at all', () => undefined],
  ['null', () => null],
  ['a bare string', () => 'User rejected'],
]

describe('isUserRejection', () => {
  it.each(rejections)('is true for %s', async (_, make) => {
    expect(isUserRejection(await make())).toBe(true)
  })

  it.each(failures)('is false for %s', async (_, make) => {
    expect(isUserRejection(await make())).toBe(false)
  })
})

describe('every flow agrees on what a rejection is', () => {
  it.each(rejections)(
    '%s: connect, switch, sign/send, sign-in and WalletConnect all treat it as a rejection',
    async (_, make) => {
      const error = await make()
      expect(toWalletError(error, { action: 'connect' }).kind).toBe('rejected')
      expect(toWalletError(error, { action: 'switchChain' }).kind).toBe('rejected')
      expect(toWalletError(error, { action: 'request' }).kind).toBe('rejected')
      expect(signFailure(error)).toEqual({ type: 'signRejected' })
      expect(toProviderError(error)).toBeInstanceOf(UserRejectedRequestError)
    },
  )

  it.each(failures)('%s: none of them treats it as a rejection', async (_, make) => {
    const error = await make()
    expect(toWalletError(error, { action: 'connect' }).kind).not.toBe('rejected')
    expect(toWalletError(error, { action: 'switchChain' }).kind).not.toBe('rejected')
    expect(toWalletError(error, { action: 'request' }).kind).not.toBe('rejected')
    expect(signFailure(error)).toEqual({ type: 'signFailed' })
    expect(toProviderError(error)).not.toBeInstanceOf(UserRejectedRequestError)
  })

  it('Safe: a host text that is a refusal gets code 4001 and keeps its text; other texts pass untouched', () => {
    for (const text of ['Transaction was rejected', 'User closed the modal', 'Signature request was rejected']) {
      expect(fromHostError(safeHostError(text))).toMatchObject({ message: text, code: 4001 })
    }
    const miss = safeHostError('404: Transaction not found')
    expect(fromHostError(miss)).toBe(miss)
    const closed = safeHostError('Connection closed')
    expect(fromHostError(closed)).toBe(closed)
  })
})
