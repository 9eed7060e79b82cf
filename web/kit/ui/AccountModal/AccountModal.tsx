import { useConnection, useDisconnect } from 'wagmi'
import { useMessages } from '../../i18n/store.ts'
import { useAccountInfo } from '../account/useAccountInfo.ts'
import { Avatar } from '../Avatar/Avatar.tsx'
import { useCopy } from '../hooks/useCopy.ts'
import { CheckIcon, CloseIcon, CopyIcon, DisconnectIcon } from '../icons/icons.tsx'
import { useKit } from '../KitProvider/context.ts'
import { Modal } from '../Modal/Modal.tsx'
import { LazySafePanel } from '../SafePanel/LazySafePanel.tsx'
import { RecentTransactions } from './RecentTransactions.tsx'
import './AccountModal.css'

/** The account modal (connected, supported chain): who, how much, copy, disconnect, transactions. */
export default function AccountModal({ onClose }: { onClose: () => void }) {
  const t = useMessages()
  const { chain } = useConnection()
  const account = useAccountInfo()
  const { mutate: disconnect } = useDisconnect()
  const { copied, copy } = useCopy()
  const { announce } = useKit()

  const copyAddress = async () => {
    // docs/spec.md §5.3: copying needs an address.
    if (!account.address) return announce(t.noAddress)
    await copy(account.address)
    announce(t.copied)
  }

  return (
    <Modal label={t.account} onClose={onClose} className="kit-account-modal">
      <button
        type="button"
        className="kit-icon-button kit-close kit-corner-close"
        aria-label={t.close}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div className="kit-account-summary">
        {account.address && (
          <Avatar
            address={account.address}
            imageUrl={account.ensAvatar}
            size={84}
            loading={account.hasPendingTransactions}
          />
        )}
        <h2 className="kit-account-title" data-testid="account-name">
          {account.displayName}
        </h2>
        {account.displayBalance && (
          <p className="kit-muted kit-account-modal-balance" data-testid="account-balance">
            {account.displayBalance}
          </p>
        )}
      </div>
      <div className="kit-account-actions">
        <button type="button" className="kit-tile" data-testid="copy-address" onClick={copyAddress}>
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span>{copied ? t.copied : t.copyAddress}</span>
        </button>
        <button type="button" className="kit-tile" data-testid="disconnect-button" onClick={() => disconnect()}>
          <DisconnectIcon />
          <span>{t.disconnect}</span>
        </button>
      </div>
      {/* Renders only when the connection is a Safe (the app inside the Safe{Wallet} iframe). */}
      <LazySafePanel ensName={account.ensName} />
      {chain && <RecentTransactions chain={chain} />}
    </Modal>
  )
}
