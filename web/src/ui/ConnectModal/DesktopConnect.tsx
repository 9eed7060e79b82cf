import { useReducer } from 'react'
import { en } from '../../i18n/en'
import type { WalletOption } from '../../wallets/types'
import { Modal, ModalHeader } from '../Modal/Modal'
import { StepPanel, stepTitle } from './StepPanel'
import { initialStepState, Step, stepReducer, type StepAction } from './steps'
import { useWalletConnection } from './useWalletConnection'
import { listedWallets } from './walletList'
import { WalletList } from './WalletList'

interface DesktopConnectProps {
  wallets: readonly WalletOption[]
  compact: boolean
  onClose: () => void
}

/**
 * The desktop connect modal: the wallet list and the step panel side by side, or (compact) one at
 * a time, the list being the NONE step.
 */
export function DesktopConnect({ wallets, compact, onClose }: DesktopConnectProps) {
  const [state, dispatchStep] = useReducer(stepReducer, initialStepState)
  const { state: connection, connect, reset } = useWalletConnection({ mobile: false })
  const wallet = wallets.find((w) => w.id === state.walletId)

  const start = async (target: WalletOption) => {
    if ((await connect(target)) === 'failed') dispatchStep({ type: 'connectFailed' })
  }

  /** Every move goes through the reducer; arriving on CONNECT for a ready wallet connects it. */
  const dispatch = (action: StepAction) => {
    const next = stepReducer(state, action)
    dispatchStep(action)
    const target = wallets.find((w) => w.id === next.walletId)
    const arrived = next.step === Step.CONNECT && (state.step !== Step.CONNECT || state.walletId !== next.walletId || action.type === 'selectWallet')
    if (arrived && target?.ready) void start(target)
    else if (next.step !== Step.CONNECT) reset()
  }

  const retry = (target: WalletOption) => {
    dispatchStep({ type: 'retry' })
    void start(target)
  }

  const listVisible = !compact || state.step === Step.NONE
  const panelVisible = !compact || state.step !== Step.NONE
  const back = state.history.length > 0 ? () => dispatch({ type: 'back' }) : undefined

  return (
    <Modal label={en.connectTitle} onClose={onClose} className={compact ? 'kit-connect-modal kit-connect-modal--compact' : 'kit-connect-modal'}>
      {listVisible && (
        <div className="kit-connect-list">
          <ModalHeader title={en.connectTitle} onClose={compact ? onClose : undefined} />
          <WalletList
            wallets={listedWallets(wallets)}
            selectedId={state.walletId}
            pendingId={connection.pending ? connection.walletId : undefined}
            onSelect={(w) => dispatch({ type: 'selectWallet', wallet: w })}
          />
          {compact && (
            <button type="button" className="kit-link kit-compact-learn" onClick={() => dispatch({ type: 'learn' })}>
              {en.whatIsAWallet}
            </button>
          )}
        </div>
      )}
      {panelVisible && (
        <div className="kit-connect-panel" data-step={state.step}>
          <ModalHeader title={stepTitle(state.step, wallet)} onBack={back} onClose={onClose} live />
          <StepPanel state={state} wallet={wallet} wallets={wallets} connection={connection} compact={compact} dispatch={dispatch} onRetry={retry} />
        </div>
      )}
    </Modal>
  )
}
