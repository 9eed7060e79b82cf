import { describe, expect, it } from 'vitest'
import { connectButtonState, type ButtonStateInput } from '../../../web/kit/ui/ConnectButton/buttonState.ts'

// What <ConnectButtonCustom> hands its render function (web/kit/ui/ConnectButton/buttonState.ts).

const account = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  displayName: '0xf39F…2266',
  ensName: undefined,
  ensAvatar: undefined,
  displayBalance: '1.5 ETH',
  hasPendingTransactions: false,
} as const
const openConnectModal = () => undefined
const openAccountModal = () => undefined
const openChainModal = () => undefined
const base: ButtonStateInput = {
  status: 'connected',
  open: 'none',
  account,
  chain: { id: 1, name: 'Ethereum' },
  walletChainId: 1,
  chainCount: 1,
  chainStatus: 'full',
  openConnectModal,
  openAccountModal,
  openChainModal,
}

describe('connectButtonState', () => {
  it('shows nothing while loading, and no account while disconnected', () => {
    expect(connectButtonState({ ...base, status: 'loading' })).toMatchObject({ ready: false, connected: false })
    const disconnected = connectButtonState({ ...base, status: 'disconnected', chain: undefined })
    expect(disconnected).toMatchObject({ ready: true, connected: false, account: undefined, chain: undefined })
    expect(disconnected.showChainButton).toBe(false)
  })

  it('gives the account and its chain once connected, with the modal openers', () => {
    const state = connectButtonState(base)
    expect(state).toMatchObject({
      status: 'connected',
      ready: true,
      connected: true,
      account,
      chain: { id: 1, name: 'Ethereum', unsupported: false },
    })
    expect(state.openConnectModal).toBe(openConnectModal)
    expect(state.openAccountModal).toBe(openAccountModal)
    expect(state.openChainModal).toBe(openChainModal)
  })

  it('keeps the account but not "connected" while the wallet still has to sign in', () => {
    const state = connectButtonState({ ...base, status: 'unauthenticated' })
    expect(state).toMatchObject({ connected: false, account, showChainButton: false })
  })

  it('shows a chain button with several chains unless chainStatus is none, and always on a wrong one', () => {
    expect(connectButtonState(base).showChainButton).toBe(false)
    expect(connectButtonState({ ...base, chainCount: 2 }).showChainButton).toBe(true)
    expect(connectButtonState({ ...base, chainCount: 2, chainStatus: 'none' }).showChainButton).toBe(false)
    const wrong = connectButtonState({ ...base, chain: undefined, walletChainId: 56, chainStatus: 'none' })
    expect(wrong.showChainButton).toBe(true)
    expect(wrong.chain).toEqual({ id: 56, name: '56', unsupported: true })
  })

  it('says which modal is open', () => {
    expect(connectButtonState({ ...base, open: 'chain' })).toMatchObject({
      connectModalOpen: false,
      accountModalOpen: false,
      chainModalOpen: true,
    })
    expect(connectButtonState({ ...base, status: 'disconnected', open: 'connect' }).connectModalOpen).toBe(true)
  })
})
