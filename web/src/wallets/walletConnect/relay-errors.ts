import type { ErrorKey } from '../../i18n/en-errors'
import { CataloguedError } from '../catalogued'

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
