import { useEffect, useEffectEvent, useReducer } from 'react'
import { useMessages } from '../../i18n/store.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { Modal, ModalHeader } from '../Modal/Modal.tsx'
import { StepPanel, stepTitle } from './StepPanel.tsx'
import { initialStepState, Step, stepReducer } from './steps.ts'
import { useQrWarmup } from './useQrWarmup.ts'
import { useEarlyWallet } from './useEarlyWallet.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { listedWallets } from './walletList.ts'
import { WalletList } from './WalletList.tsx'

interface DesktopConnectProps {
  wallets: readonly WalletOption[]
  compact: boolean
  entrance?: boolean
  onClose: () => void
}

/**
 * The desktop connect modal: the wallet list and the step panel side by side, or (compact) one at
 * a time, the list being the NONE step.
 */
export function DesktopConnect({ wallets, compact, entrance, onClose }: DesktopConnectProps) {
  const t = useMessages()
  const [state, dispatch] = useReducer(stepReducer, initialStepState)
  const { state: connection, connect, reset } = useWalletConnection({ mobile: false })
  const wallet = wallets.find((w) => w.id === state.walletId)
  const warmup = useQrWarmup(wallets)
  useEarlyWallet(wallets, (w) => dispatch({ type: 'selectWallet', wallet: w }))

  const start = async (target: WalletOption) => {
    if ((await connect(target)) === 'failed') dispatch({ type: 'connectFailed' })
  }

  // The step machine counts arrivals on CONNECT: each one connects a ready wallet; any other
  // step drops the attempt in flight.
  const onStep = useEffectEvent(() => {
    if (state.step !== Step.CONNECT) reset()
    else if (wallet?.ready) void start(wallet)
  })
  useEffect(() => onStep(), [state.step, state.arrivals])

  // A wallet whose extension announced itself while it was connecting (through WalletConnect)
  // now has a connector on that extension: ask it instead.
  const switchConnector = useEffectEvent(() => {
    const stale =
      connection.pending && connection.walletId === wallet?.id && connection.connectorUid !== wallet?.connector.uid
    if (state.step === Step.CONNECT && wallet?.ready && stale) void start(wallet)
  })
  useEffect(() => switchConnector(), [wallet?.connector.uid])

  const retry = (target: WalletOption) => {
    dispatch({ type: 'retry' })
    void start(target)
  }

  const listVisible = !compact || state.step === Step.NONE
  const panelVisible = !compact || state.step !== Step.NONE
  const back = state.history.length > 0 ? () => dispatch({ type: 'back' }) : undefined

  return (
    <Modal
      label={t.connectTitle}
      onClose={onClose}
      entrance={entrance}
      className={compact ? 'kit-connect-modal kit-connect-modal--compact' : 'kit-connect-modal'}
    >
      {listVisible && (
        // Marks the end of the warm-up's work on its own: from then on, tests can tell that it
        // contacted no relay before the visitor headed for a QR wallet.
        <div className="kit-connect-list" data-qr-warmup={warmup.ready ? 'ready' : undefined}>
          <ModalHeader title={t.connectTitle} onClose={compact ? onClose : undefined} />
          <WalletList
            wallets={listedWallets(wallets)}
            selectedId={state.walletId}
            pendingId={connection.pending ? connection.walletId : undefined}
            onSelect={(w) => dispatch({ type: 'selectWallet', wallet: w })}
            onIntent={warmup.headFor}
          />
          {compact && (
            <button type="button" className="kit-link kit-compact-learn" onClick={() => dispatch({ type: 'learn' })}>
              {t.whatIsAWallet}
            </button>
          )}
        </div>
      )}
      {panelVisible && (
        <div className="kit-connect-panel" data-step={state.step}>
          <ModalHeader title={stepTitle(t, state.step, wallet)} onBack={back} onClose={onClose} live />
          <StepPanel
            state={state}
            wallet={wallet}
            wallets={wallets}
            connection={connection}
            compact={compact}
            dispatch={dispatch}
            onRetry={retry}
          />
        </div>
      )}
    </Modal>
  )
}
