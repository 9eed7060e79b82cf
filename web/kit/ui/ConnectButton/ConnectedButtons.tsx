import { useChains, useConnection } from 'wagmi'
import { useMessages } from '../../i18n/store.ts'
import { useAccountInfo } from '../account/useAccountInfo.ts'
import { Avatar } from '../Avatar/Avatar.tsx'
import { ChainIcon } from '../ChainIcon/ChainIcon.tsx'
import { ChevronDownIcon, WarningIcon } from '../icons/icons.tsx'
import { useKit } from '../KitProvider/context.ts'
import { warmOnIntent } from '../KitProvider/modals.tsx'
import { showChainButton, type ResolvedDisplay } from './display.ts'

/** The chain button (or the red 'Wrong network') and the account button. */
export default function ConnectedButtons({ display }: { display: ResolvedDisplay }) {
  const t = useMessages()
  const { chain } = useConnection()
  const chains = useChains()
  const { openAccountModal, openChainModal } = useKit()
  const account = useAccountInfo()
  const unsupported = !chain
  const { accountStatus, chainStatus, showBalance } = display

  return (
    <>
      {showChainButton(chains.length, unsupported, chainStatus) &&
        (unsupported ? (
          <button
            type="button"
            className="kit-chip kit-chip--danger"
            data-testid="wrong-network-button"
            onClick={openChainModal}
            {...warmOnIntent('chain')}
          >
            <WarningIcon />
            {/* docs/spec.md §2.6: the chain status is an icon on small screens; the words stay for screen readers. */}
            <span className={chainStatus === 'icon' ? 'kit-sr-only' : undefined}>{t.wrongNetwork}</span>
            <ChevronDownIcon />
          </button>
        ) : (
          <button
            type="button"
            className="kit-chip"
            data-testid="chain-button"
            aria-label={chain.name}
            onClick={openChainModal}
            {...warmOnIntent('chain')}
          >
            {(chainStatus === 'full' || chainStatus === 'icon') && (
              <ChainIcon id={chain.id} name={chain.name} size={24} />
            )}
            {(chainStatus === 'full' || chainStatus === 'name') && <span>{chain.name}</span>}
            <ChevronDownIcon />
          </button>
        ))}
      <button
        type="button"
        className="kit-chip kit-account-button"
        data-testid="account-button"
        onClick={openAccountModal}
        {...warmOnIntent(unsupported ? 'chain' : 'account')}
      >
        {showBalance && account.displayBalance && <span className="kit-account-balance">{account.displayBalance}</span>}
        <span className="kit-account-id">
          {accountStatus !== 'address' && account.address && (
            <Avatar
              address={account.address}
              imageUrl={account.ensAvatar}
              size={24}
              loading={account.hasPendingTransactions}
            />
          )}
          {accountStatus !== 'avatar' ? (
            <span className="kit-account-name">{account.displayName}</span>
          ) : (
            <span className="kit-sr-only">{account.displayName}</span>
          )}
          <ChevronDownIcon />
        </span>
      </button>
    </>
  )
}
