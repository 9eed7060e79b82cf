import { useState } from 'react'
import { useBalance, useConnection } from 'wagmi'
import { formatBalance, shortenAddress } from '../../lib/format'
import { ConnectModal } from '../ConnectModal/ConnectModal'
import { AccountModal } from '../AccountModal/AccountModal'
import './ConnectButton.css'

type OpenModal = 'none' | 'connect' | 'account'

/** 'Connect Wallet' when disconnected; the account (address and balance) when connected. */
export function ConnectButton() {
  const { address, status } = useConnection()
  const balance = useBalance({ address })
  const [open, setOpen] = useState<OpenModal>('none')
  const close = () => setOpen('none')

  if (status === 'reconnecting' && !address) return null

  if (status !== 'connected' || !address) {
    return (
      <>
        <button className="kit-button" data-testid="connect-button" onClick={() => setOpen('connect')}>
          Connect Wallet
        </button>
        {open === 'connect' && <ConnectModal onClose={close} />}
      </>
    )
  }

  return (
    <>
      <button className="kit-button kit-account" data-testid="account-button" onClick={() => setOpen('account')}>
        {balance.data && (
          <span className="kit-balance">{formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol)}</span>
        )}
        <span className="kit-address">{shortenAddress(address)}</span>
      </button>
      {open === 'account' && <AccountModal onClose={close} />}
    </>
  )
}
