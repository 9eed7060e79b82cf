// Sub-entry: what a dapp's own browser tests may reach that a page never needs. Kept apart so
// that nothing of it is in a page that does not import it.

export {
  /** The Safe Apps provider the kit found in a Safe host's frame, once found (undefined before). */
  foundSafeProvider,
  /** Calls the listener whenever the search for a Safe host moves on; returns the unsubscribe. */
  subscribeSafeReadiness,
} from './safe/detect.ts'
