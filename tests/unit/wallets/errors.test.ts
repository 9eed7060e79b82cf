import { describe, expect, it } from 'vitest'
import { ResourceUnavailableRpcError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError, ProviderNotFoundError } from 'wagmi'
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
} from '../../../web/kit/wallets/errors.ts'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('toWalletError (docs/spec.md §8.1 texts)', () => {
  it('no injected provider: "Connector not found"', () => {
    const e = toWalletError(new ProviderNotFoundError(), { action: 'connect' })
    expect(e).toBeInstanceOf(ConnectorNotFoundError)
    expect(e.message).toBe('Connector not found')
  })

  it('wallet client without provider: "provider is required."', () => {
    const e = toWalletError(new ProviderNotFoundError(), { action: 'walletClient' })
    expect(e).toBeInstanceOf(ProviderRequiredError)
    expect(e.message).toBe('provider is required.')
  })

  it('chain not configured for connector names both', () => {
    const e = toWalletError(new ChainNotConfiguredError(), { action: 'connect', chainId: 10, connectorId: 'metaMask' })
    expect(e).toBeInstanceOf(ChainNotConfiguredForConnectorError)
    expect(e.message).toBe('Chain "10" not configured for connector "metaMask".')
  })

  it('switching to an unconfigured chain: "chain not found on connector."', () => {
    const e = toWalletError(new ChainNotConfiguredError(), { action: 'switchChain' })
    expect(e).toBeInstanceOf(ChainNotFoundOnConnectorError)
    expect(e.message).toBe('chain not found on connector.')
  })

  it('no chains: "No chains found on connector."', () => {
    expect(new ConnectorNoChainsError().message).toBe('No chains found on connector.')
  })

  it('code 4001, wrapped or not, is a user rejection', () => {
    expect(toWalletError(rpcError(4001, 'User denied'), { action: 'request' })).toBeInstanceOf(UserRejectedError)
    const wrapped = new UserRejectedRequestError(rpcError(4001, 'nope'))
    expect(toWalletError(wrapped, { action: 'connect' }).kind).toBe('rejected')
  })

  it('closing the wallet modal is a user rejection', () => {
    expect(toWalletError(new Error('User closed modal'), { action: 'connect' }).kind).toBe('rejected')
  })

  it('4902 then no switch keeps its own text, as a rejection', () => {
    const inner = new UserRejectedRequestError(new Error('User rejected switch after adding network.'))
    const e = toWalletError(new UserRejectedRequestError(inner), { action: 'switchChain' })
    expect(e.kind).toBe('rejected')
    expect(e.message).toBe('User rejected switch after adding network.')
  })

  it('code -32002 is "request already pending"', () => {
    expect(toWalletError(rpcError(-32002, 'already pending'), { action: 'connect' })).toBeInstanceOf(
      RequestPendingError,
    )
    expect(toWalletError(new ResourceUnavailableRpcError(new Error('x')), { action: 'connect' }).kind).toBe('pending')
  })

  it('a wallet that cannot switch (4200) is its own outcome', () => {
    expect(toWalletError(rpcError(4200, 'Unsupported'), { action: 'switchChain' })).toBeInstanceOf(
      SwitchChainUnsupportedError,
    )
  })

  it('any other switch failure is a switch-chain error', () => {
    expect(toWalletError(rpcError(-32603, 'Internal error'), { action: 'switchChain' })).toBeInstanceOf(
      SwitchChainFailedError,
    )
  })

  it('anything else keeps its short message', () => {
    const e = toWalletError(Object.assign(new Error('long\ndetails'), { shortMessage: 'Short.' }), {
      action: 'request',
    })
    expect(e.kind).toBe('other')
    expect(e.message).toBe('Short.')
  })
})
