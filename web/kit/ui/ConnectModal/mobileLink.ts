/**
 * The phone's deep-link flow as a state machine. A tap opens the wallet's link with a pairing URI
 * prepared beforehand; the page then either hides (the wallet app took over) or stays visible
 * (the app is not installed: its store link is offered). Back on the page, the approval has a
 * while to arrive before RETRY is offered, instead of a spinner that runs until the proposal
 * expires.
 */

/** A page still visible this long after the link opened means no app took it. */
export const NOT_INSTALLED_MS = 3000
/** How long 'Opening {wallet}...' spins, once the visitor is back on the page, before RETRY. */
export const SPINNER_TIMEOUT_MS = 20_000

export type MobileStep =
  /** The wallet list. */
  | { step: 'list' }
  /** Tapped before a pairing URI was ready: the link opens when it arrives. */
  | { step: 'waitingUri'; walletId: string }
  /** The link opened and the page is still in front: did an app take over? */
  | { step: 'opening'; walletId: string }
  /** The page is hidden: the wallet app is in front. */
  | { step: 'inApp'; walletId: string }
  /** Back on the page from the wallet app, the approval not yet in. */
  | { step: 'returned'; walletId: string }
  | { step: 'notInstalled'; walletId: string }
  | { step: 'timedOut'; walletId: string }
  | { step: 'failed'; walletId: string }

export type MobileEvent =
  /** A wallet (or its RETRY) was tapped; `opened` when its link opened at once. */
  | { type: 'tap'; walletId: string; opened: boolean }
  /** The link opened once the pairing URI arrived. */
  | { type: 'opened' }
  | { type: 'hidden' }
  | { type: 'visible' }
  | { type: 'timer' }
  | { type: 'failed' }
  | { type: 'back' }

export const initialStep: MobileStep = { step: 'list' }

export function mobileStep(state: MobileStep, event: MobileEvent): MobileStep {
  if (event.type === 'tap') return { step: event.opened ? 'opening' : 'waitingUri', walletId: event.walletId }
  if (event.type === 'back' || state.step === 'list') return initialStep
  const { walletId } = state
  if (event.type === 'failed') return { step: 'failed', walletId }
  switch (state.step) {
    case 'waitingUri':
      return event.type === 'opened' ? { step: 'opening', walletId } : state
    case 'opening':
    case 'notInstalled':
    case 'timedOut':
      // The app (or the store) came to the front, maybe only now: the flow goes on there.
      if (event.type === 'hidden') return { step: 'inApp', walletId }
      if (state.step === 'opening' && event.type === 'timer') return { step: 'notInstalled', walletId }
      return state
    case 'inApp':
      return event.type === 'visible' ? { step: 'returned', walletId } : state
    case 'returned':
      if (event.type === 'hidden') return { step: 'inApp', walletId }
      return event.type === 'timer' ? { step: 'timedOut', walletId } : state
    case 'failed':
      return state
  }
}

/** The timer a step runs: its `timer` event fires after this many ms while the step lasts. */
export function stepTimeout(state: MobileStep): number | undefined {
  if (state.step === 'opening') return NOT_INSTALLED_MS
  if (state.step === 'returned') return SPINNER_TIMEOUT_MS
  return undefined
}

/** Steps that show 'Opening {wallet}...' with a spinner on the wallet's tile. */
export const isBusy = (state: MobileStep) => ['waitingUri', 'opening', 'inApp', 'returned'].includes(state.step)

/** The last mobile wallet first (docs/spec.md §7.5: offered again), the others in their order. */
export function lastWalletFirst<W extends { name: string }>(wallets: readonly W[], lastName: string | undefined): W[] {
  const last = wallets.find((w) => w.name === lastName)
  return last ? [last, ...wallets.filter((w) => w !== last)] : [...wallets]
}
