import { BaseError } from '../../lib/errors'

/** Why no pairing could be made with the relay (the texts load with the pairing code, not on the first paint). */
export type RelayFailure = 'unreachable' | 'unauthorized' | 'missingProjectId'

const RELAY_FAILURES: Record<RelayFailure, string> = {
  unreachable: 'Could not reach WalletConnect. Check your connection and try again.',
  unauthorized: "WalletConnect refused this app's project ID.",
  missingProjectId: 'WalletConnect is not set up: the project ID is missing (VITE_WC_PROJECT_ID).',
}

/** No pairing URI could be made: the relay is unreachable or refuses the project. */
export class RelayUnavailableError extends BaseError {
  override name = 'RelayUnavailableError'
  constructor(
    readonly reason: RelayFailure,
    options?: { cause?: unknown },
  ) {
    super(RELAY_FAILURES[reason], options)
  }
}
