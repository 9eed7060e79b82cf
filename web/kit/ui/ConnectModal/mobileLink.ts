/**
 * The phone's deep-link flow as a state machine. A tap opens the wallet's link with a pairing URI
 * prepared beforehand; the page then either hides (the wallet app took over) or stays visible and
 * focused (no app took the link: the fallback offers the store, the same link again, a copy of it,
 * and another wallet). A `pagehide` means the tab itself left, for the wallet's web site (a
 * universal link whose app is missing) or the store: no app opened, so coming back shows the
 * fallback. Back on the page from the app, the approval has a while to arrive before RETRY is
 * offered, instead of a spinner that runs until the proposal expires.
 */

/** A page still visible and focused this long after the link opened means no app took it. */
export const NOT_OPENED_MS = 2000
/** How long 'Opening {wallet}...' spins, once the visitor is back on the page, before RETRY. */
export const SPINNER_TIMEOUT_MS = 20_000

export type MobileStep =
  /** The wallet list. */
  | { step: 'list' }
  /** Tapped before a pairing URI was ready: the link opens when it arrives. */
  | { step: 'waitingUri'; walletId: string }
  /** The link opened and the page is still in front: did an app take over? */
  | { step: 'opening'; walletId: string }
  /** The page lost focus but is still visible (a system prompt to open the app, maybe). */
  | { step: 'unfocused'; walletId: string }
  /** The tab navigated away (pagehide): to the wallet's site or the store, not into the app. */
  | { step: 'away'; walletId: string }
  /** The page is hidden: the wallet app is in front. */
  | { step: 'inApp'; walletId: string }
  /** Back on the page from the wallet app, the approval not yet in. */
  | { step: 'returned'; walletId: string }
  /** No app took the link: store, try again, copy the link, another wallet. */
  | { step: 'notOpened'; walletId: string }
  | { step: 'timedOut'; walletId: string }
  | { step: 'failed'; walletId: string }

export type MobileEvent =
  /** A wallet (or its RETRY, or 'Try again') was tapped; `opened` when its link opened at once. */
  | { type: 'tap'; walletId: string; opened: boolean }
  /** The link opened once the pairing URI arrived. */
  | { type: 'opened' }
  | { type: 'hidden' }
  | { type: 'visible' }
  | { type: 'blur' }
  | { type: 'focus' }
  /** The tab is being left (navigation away, or into the back/forward cache). */
  | { type: 'pagehide' }
  /** The tab came back from a navigation: the back/forward cache (`pageshow` persisted). */
  | { type: 'pageshow' }
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
    case 'unfocused':
      if (event.type === 'pagehide') return { step: 'away', walletId }
      if (event.type === 'hidden') return { step: 'inApp', walletId }
      if (event.type === 'blur') return { step: 'unfocused', walletId }
      // A prompt dismissed: the page is in front again, the wait starts over.
      if (state.step === 'unfocused' && event.type === 'focus') return { step: 'opening', walletId }
      if (state.step === 'opening' && event.type === 'timer') return { step: 'notOpened', walletId }
      return state
    case 'away':
      // Back from the wallet's site or the store: the app never opened.
      return event.type === 'visible' || event.type === 'pageshow' ? { step: 'notOpened', walletId } : state
    case 'notOpened':
    case 'timedOut':
      // The app (or the store) came to the front, maybe only now: the flow goes on there.
      return event.type === 'hidden' ? { step: 'inApp', walletId } : state
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
  if (state.step === 'opening') return NOT_OPENED_MS
  if (state.step === 'returned') return SPINNER_TIMEOUT_MS
  return undefined
}

/**
 * Whether the wallet's app took the link: the page hid, without leaving, while the link was
 * opening. Only then is the wallet recorded as the last mobile wallet used: a tap alone proves
 * nothing, and a page hidden from the fallback may be the store in front, not the wallet.
 */
export const appOpened = (before: MobileStep, after: MobileStep) =>
  after.step === 'inApp' && (before.step === 'opening' || before.step === 'unfocused')

/** Steps that show 'Opening {wallet}...' with a spinner on the wallet's tile. */
export const isBusy = (state: MobileStep) =>
  ['waitingUri', 'opening', 'unfocused', 'away', 'inApp', 'returned'].includes(state.step)

/** The last mobile wallet first (docs/spec.md §7.5: offered again), the others in their order. */
export function lastWalletFirst<W extends { name: string }>(wallets: readonly W[], lastName: string | undefined): W[] {
  const last = wallets.find((w) => w.name === lastName)
  return last ? [last, ...wallets.filter((w) => w !== last)] : [...wallets]
}
