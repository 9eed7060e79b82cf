import type { Hash } from 'viem'
import { BaseError, isUserRejection } from '../../shared/errors.ts'
import { fillCounts } from '../i18n/fillCounts.ts'
import { localeState } from '../i18n/store.ts'
import { currentCallsMessages } from '../i18n/useCallsMessages.ts'

/** A send of no calls at all: nothing to ask the wallet. */
export class NoCallsError extends BaseError {
  override name = 'NoCallsError'
  constructor() {
    super(currentCallsMessages().noCalls)
  }
}

/**
 * Calls sent one by one stopped at call `index` (from 1): the user refused it, or the wallet
 * failed. `sent` are the hashes of the calls before it, which went through and are tracked.
 */
export class CallsStoppedError extends BaseError {
  override name = 'CallsStoppedError'
  declare readonly index: number
  declare readonly total: number
  declare readonly sent: Hash[]
  declare readonly refused: boolean

  constructor({ index, total, sent, cause }: { index: number; total: number; sent: Hash[]; cause: unknown }) {
    const t = currentCallsMessages()
    const refused = isUserRejection(cause)
    const reason = (cause as { shortMessage?: string; message?: string } | undefined) ?? {}
    const message = reason.shortMessage || reason.message || String(cause)
    super(
      fillCounts(
        refused ? t.callsRefused : t.callsFailedAt,
        { index, total, sent: sent.length, message },
        localeState().locale,
      ),
      { cause },
    )
    this.index = index
    this.total = total
    this.sent = sent
    this.refused = refused
  }
}
