import { useChains, useConnection, useDisconnect, useSwitchChain } from 'wagmi'
import { useMessages } from '../../i18n/store.ts'
import { fill, type MessageKey } from '../../i18n/en.ts'
import { ChainIcon } from '../ChainIcon/ChainIcon.tsx'
import { DisconnectIcon } from '../icons/icons.tsx'
import { Modal, ModalHeader } from '../Modal/Modal.tsx'
import { useKitConfig } from '../../runtime/context.ts'
import { switchOutcome, type SwitchOutcome } from './switchOutcome.ts'
import './ChainModal.css'

const OUTCOME_TEXT: Record<Exclude<SwitchOutcome, 'unsupported'>, MessageKey> = {
  rejected: 'switchRejected',
  rejectedAfterAdd: 'switchAfterAddRejected',
  failed: 'switchFailed',
}

/** 'Switch Networks': the configured chains, the current one marked, the one being switched to too. */
export default function ChainModal({ onClose }: { onClose: () => void }) {
  const t = useMessages()
  const { appName } = useKitConfig()
  const { chain, chainId, connector } = useConnection()
  const chains = useChains()
  const { mutate: disconnect } = useDisconnect()
  const { mutate: switchChain, isPending, variables, error, reset } = useSwitchChain()
  const outcome = error ? switchOutcome(error) : undefined
  const cannotSwitch = !connector?.switchChain || outcome === 'unsupported'
  const unsupported = !chain

  const choose = (id: number) => {
    reset()
    // After a successful switch the modal is done; a failure stays on screen with its reason.
    switchChain({ chainId: id }, { onSuccess: onClose })
  }

  return (
    <Modal label={t.switchNetworks} onClose={onClose} className="kit-chain-modal">
      <ModalHeader title={t.switchNetworks} onClose={onClose} />
      {unsupported && (
        <p className="kit-notice" data-testid="wrong-network-notice">
          {t.wrongNetworkDetected}
        </p>
      )}
      {cannotSwitch && (
        <p className="kit-notice" data-testid="cannot-switch-notice">
          {fill(t.cannotSwitch, { app: appName })}
        </p>
      )}
      <ul className="kit-chain-list" aria-live="polite">
        {chains.map((option) => {
          const current = option.id === chainId
          const switching = isPending && variables?.chainId === option.id
          return (
            <li key={option.id}>
              <button
                type="button"
                className={`kit-chain-option${current ? ' kit-chain-option--current' : ''}`}
                data-testid={`chain-option-${option.id}`}
                aria-current={current ? 'true' : undefined}
                disabled={cannotSwitch || isPending}
                onClick={() => !current && choose(option.id)}
              >
                <ChainIcon id={option.id} name={option.name} size={28} />
                <span className="kit-chain-name">{option.name}</span>
                {current && (
                  <span className="kit-chain-state">
                    {t.connected}
                    <span className="kit-dot kit-dot--connected" aria-hidden="true" />
                  </span>
                )}
                {switching && (
                  <span className="kit-chain-state">
                    {t.confirmInWallet}
                    <span className="kit-dot kit-dot--pending" aria-hidden="true" />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {outcome && outcome !== 'unsupported' && (
        <p className="kit-error" role="alert" data-testid="switch-error" data-outcome={outcome}>
          {t[OUTCOME_TEXT[outcome]]}
        </p>
      )}
      {unsupported && (
        <button
          type="button"
          className="kit-chain-option kit-chain-disconnect"
          data-testid="disconnect-button"
          onClick={() => disconnect()}
        >
          <DisconnectIcon />
          <span className="kit-chain-name">{t.disconnect}</span>
        </button>
      )}
    </Modal>
  )
}
