import type { WalletDefinition } from '../../wallets/types.ts'

/** The right panel of the desktop connect modal (docs/spec.md §2.1). */
export enum Step {
  NONE = 'NONE',
  LEARN_COMPACT = 'LEARN_COMPACT',
  GET = 'GET',
  CONNECT = 'CONNECT',
  DOWNLOAD_OPTIONS = 'DOWNLOAD_OPTIONS',
  DOWNLOAD = 'DOWNLOAD',
  INSTRUCTIONS_MOBILE = 'INSTRUCTIONS_MOBILE',
  INSTRUCTIONS_EXTENSION = 'INSTRUCTIONS_EXTENSION',
}

/** The facts about a wallet that decide where the machine goes. */
export type StepWallet = Pick<WalletDefinition, 'id' | 'downloadUrls' | 'qrCode' | 'extension'> & { ready: boolean }

export interface StepState {
  step: Step
  /** Where to go back to, latest last: the back arrow pops one. */
  history: { step: Step; walletId?: string }[]
  /** The wallet the current step is about (CONNECT, DOWNLOAD…); unset on NONE, GET, LEARN. */
  walletId?: string
  /** The last connection attempt failed: CONNECT shows RETRY. */
  connectionError: boolean
  /**
   * Counts arrivals on CONNECT (from another step, for another wallet, or by choosing a wallet
   * in the list again). Each new count asks the modal to start connecting that wallet.
   */
  arrivals: number
}

export type StepAction =
  | { type: 'selectWallet'; wallet: StepWallet }
  | { type: 'learn' }
  | { type: 'getWallet' }
  | { type: 'chooseDownload'; wallet: StepWallet }
  | { type: 'addExtension'; wallet: StepWallet }
  | { type: 'getMobile'; wallet: StepWallet }
  | { type: 'continueDownload'; wallet: StepWallet }
  | { type: 'connect'; wallet: StepWallet }
  | { type: 'connectFailed' }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'reset' }

export const initialStepState: StepState = { step: Step.NONE, history: [], connectionError: false, arrivals: 0 }

const hasExtensionLink = (wallet: StepWallet) => Boolean(wallet.downloadUrls?.browserExtension)
const hasQrDownload = (wallet: StepWallet) => Boolean(wallet.downloadUrls?.qrCode)

function go(state: StepState, step: Step, walletId = state.walletId): StepState {
  return {
    ...state,
    step,
    history: [...state.history, { step: state.step, walletId: state.walletId }],
    walletId,
    connectionError: false,
  }
}

/** Where choosing a wallet in the list leads (docs/spec.md §4.2). */
function stepForSelected(wallet: StepWallet): Step {
  if (wallet.ready) return Step.CONNECT
  return hasExtensionLink(wallet) ? Step.DOWNLOAD_OPTIONS : Step.CONNECT
}

/** Where choosing a wallet on GET leads (docs/spec.md §4.3). */
function stepForDownload(wallet: StepWallet): Step {
  if (hasExtensionLink(wallet) && hasQrDownload(wallet)) return Step.DOWNLOAD_OPTIONS
  if (hasQrDownload(wallet)) return Step.DOWNLOAD
  return Step.INSTRUCTIONS_EXTENSION
}

/** Selecting a wallet starts afresh from the list: its steps don't stack on another wallet's. */
function fromList(state: StepState, step: Step, walletId: string): StepState {
  return { ...state, step, history: [{ step: Step.NONE }], walletId, connectionError: false }
}

/** Whether `next` arrives on CONNECT: a new step, another wallet, or the wallet chosen again. */
function arrivesOnConnect(state: StepState, next: StepState, action: StepAction): boolean {
  if (next.step !== Step.CONNECT) return false
  return state.step !== Step.CONNECT || state.walletId !== next.walletId || action.type === 'selectWallet'
}

export function stepReducer(state: StepState, action: StepAction): StepState {
  const next = move(state, action)
  return arrivesOnConnect(state, next, action) ? { ...next, arrivals: state.arrivals + 1 } : next
}

function move(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'selectWallet':
      return fromList(state, stepForSelected(action.wallet), action.wallet.id)
    case 'learn':
      return state.step === Step.LEARN_COMPACT ? state : go(state, Step.LEARN_COMPACT, undefined)
    case 'getWallet':
      return state.step === Step.GET ? state : go(state, Step.GET, undefined)
    case 'chooseDownload':
      return go(state, stepForDownload(action.wallet), action.wallet.id)
    case 'addExtension':
      return go(
        state,
        action.wallet.extension?.instructions ? Step.INSTRUCTIONS_EXTENSION : Step.CONNECT,
        action.wallet.id,
      )
    case 'getMobile':
      return go(state, Step.DOWNLOAD, action.wallet.id)
    case 'continueDownload':
      return go(state, action.wallet.qrCode?.instructions ? Step.INSTRUCTIONS_MOBILE : Step.CONNECT, action.wallet.id)
    case 'connect':
      return go(state, Step.CONNECT, action.wallet.id)
    case 'connectFailed':
      return { ...state, connectionError: true }
    case 'retry':
      return { ...state, connectionError: false }
    case 'back': {
      const previous = state.history.at(-1)
      if (previous === undefined) return state
      return {
        ...state,
        step: previous.step,
        walletId: previous.walletId,
        history: state.history.slice(0, -1),
        connectionError: false,
      }
    }
    case 'reset':
      return { ...initialStepState, arrivals: state.arrivals }
  }
}

/** Wallets GET offers: those with an extension or a QR download link, at most `limit` (docs/spec.md §4.3: 5). */
export function downloadableWallets<W extends StepWallet>(wallets: readonly W[], limit = 5): W[] {
  return wallets.filter((w) => hasExtensionLink(w) || hasQrDownload(w)).slice(0, limit)
}
