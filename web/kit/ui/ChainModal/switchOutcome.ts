import { ADDED_BUT_NOT_SWITCHED, toWalletError } from '../../wallets/errors.ts'

/** How a failed network switch ended (docs/spec.md §4.4, §8.1). */
export type SwitchOutcome = 'rejected' | 'rejectedAfterAdd' | 'unsupported' | 'failed'

/** The outcome the chain modal shows, from the wallet error catalogue's reading of the failure. */
export function switchOutcome(error: unknown): SwitchOutcome {
  const walletError = toWalletError(error, { action: 'switchChain' })
  switch (walletError.kind) {
    case 'rejected':
      return walletError.message === ADDED_BUT_NOT_SWITCHED ? 'rejectedAfterAdd' : 'rejected'
    case 'unsupported':
      return 'unsupported'
    default:
      return 'failed'
  }
}
