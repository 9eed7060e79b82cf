import { fill, type Catalogue } from '../../i18n/en.ts'
import type { WalletOption } from '../../wallets/types.ts'
import { ConnectPanel } from './panels/ConnectPanel.tsx'
import { DownloadOptionsPanel, DownloadPanel } from './panels/DownloadPanels.tsx'
import { GetPanel } from './panels/GetPanel.tsx'
import { InstructionsPanel } from './panels/InstructionsPanel.tsx'
import { LearnPanel } from './panels/LearnPanel.tsx'
import { Step, type StepAction, type StepState } from './steps.ts'
import type { ConnectionState } from './useWalletConnection.ts'

export function stepTitle(t: Catalogue, step: Step, wallet?: WalletOption): string {
  const name = wallet?.name ?? ''
  switch (step) {
    case Step.NONE:
    case Step.LEARN_COMPACT:
      return t.whatIsAWallet
    case Step.GET:
      return t.getTitle
    case Step.CONNECT:
      return name
    case Step.DOWNLOAD_OPTIONS:
      return fill(t.downloadOptionsTitle, { wallet: name })
    case Step.DOWNLOAD:
      return fill(t.downloadTitle, { wallet: name })
    case Step.INSTRUCTIONS_MOBILE:
    case Step.INSTRUCTIONS_EXTENSION:
      return fill(t.instructionsTitle, { wallet: name })
  }
}

interface StepPanelProps {
  state: StepState
  wallet?: WalletOption
  wallets: readonly WalletOption[]
  connection: ConnectionState
  compact: boolean
  /** Moves the machine; entering CONNECT also starts the connection (DesktopConnect). */
  dispatch: (action: StepAction) => void
  onRetry: (wallet: WalletOption) => void
}

/** The right panel's content for the current step: the step machine's one switch. */
export function StepPanel({ state, wallet, wallets, connection, compact, dispatch, onRetry }: StepPanelProps) {
  const getWallet = () => dispatch({ type: 'getWallet' })
  switch (state.step) {
    case Step.NONE:
    case Step.LEARN_COMPACT:
      return <LearnPanel onGetWallet={getWallet} />
    case Step.GET:
      return <GetPanel wallets={wallets} onChoose={(w) => dispatch({ type: 'chooseDownload', wallet: w })} />
  }
  if (!wallet) return null
  switch (state.step) {
    case Step.CONNECT:
      return (
        <ConnectPanel
          wallet={wallet}
          connection={connection}
          failed={state.connectionError}
          compact={compact}
          onRetry={() => onRetry(wallet)}
          onInstall={() => dispatch({ type: 'chooseDownload', wallet })}
          onGetWallet={getWallet}
        />
      )
    case Step.DOWNLOAD_OPTIONS:
      return (
        <DownloadOptionsPanel
          wallet={wallet}
          onAddExtension={() => dispatch({ type: 'addExtension', wallet })}
          onGetMobile={() => dispatch({ type: 'getMobile', wallet })}
        />
      )
    case Step.DOWNLOAD:
      return <DownloadPanel wallet={wallet} onContinue={() => dispatch({ type: 'continueDownload', wallet })} />
    case Step.INSTRUCTIONS_MOBILE:
    case Step.INSTRUCTIONS_EXTENSION: {
      const mobile = state.step === Step.INSTRUCTIONS_MOBILE
      const instructions = mobile ? wallet.qrCode?.instructions : wallet.extension?.instructions
      if (!instructions) return null
      return (
        <InstructionsPanel
          instructions={instructions}
          walletName={wallet.name}
          action={mobile ? 'connect' : 'refresh'}
          onAction={() => (mobile ? dispatch({ type: 'connect', wallet }) : window.location.reload())}
        />
      )
    }
  }
}
