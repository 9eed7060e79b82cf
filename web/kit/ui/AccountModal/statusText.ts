import type { CallStatus } from '../../calls/status.ts'
import type { Catalogue } from '../../i18n/en.ts'
import type { CallsCatalogue } from '../../i18n/en-calls.ts'
import type { TrackedEntry } from '../../transactions/store.ts'

type Status = TrackedEntry['status'] | CallStatus

/** A bundle's or a call's status in words: the main texts where single transactions have them. */
export function statusText(status: Status, t: Catalogue, c: CallsCatalogue): string {
  switch (status) {
    case 'pending':
      return t.txPending
    case 'confirmed':
      return t.txConfirmed
    case 'failed':
      return t.txFailed
    case 'partial':
      return c.txPartial
    case 'notSent':
      return c.callNotSent
    case 'unknown':
      return c.txUnknown
  }
}
