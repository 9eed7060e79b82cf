import type { ErrorKey } from '../../i18n/en-errors.ts'
import { CataloguedError } from '../catalogued.ts'

/** Why no pairing could be made with the relay. */
export type RelayFailure = 'unreachable' | 'unauthorized' | 'missingProjectId'

const RELAY_FAILURES: Readonly<Record<RelayFailure, ErrorKey>> = {
  unreachable: 'relayUnreachable',
  unauthorized: 'relayUnauthorized',
  missingProjectId: 'relayMissingProjectId',
}

/** No pairing URI could be made: the relay is unreachable or refuses the project. */
export class RelayUnavailableError extends CataloguedError {
  override name = 'RelayUnavailableError'
  constructor(reason: RelayFailure, options?: { cause?: unknown }) {
    super({ key: RELAY_FAILURES[reason] }, options)
  }
}
