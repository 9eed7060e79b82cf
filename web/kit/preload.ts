// Sub-entry: the modals' preloading alone. A page imports this first to start fetching a modal's
// code before the rest of its entry (the kit, wagmi, viem) is evaluated; the front door would
// evaluate all of that first.

export {
  /** Fetches the named modals' code (`'connect'`, `'account'`, `'chain'`); a failure is retried on open. */
  warmModals,
  /** Props for a button of one's own: pointer, focus or touch fetch the named modals' code. */
  warmOnIntent,
  /** `'connect'`, `'account'` or `'chain'`. */
  type ModalName,
} from './ui/KitProvider/modals.tsx'
