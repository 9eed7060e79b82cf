import { BaseError } from '../../shared/errors.ts'

/** Options {@link createKitConfig} cannot work with; `problems` names each, by its option. */
export class KitConfigError extends BaseError {
  override name = 'KitConfigError'
  constructor(readonly problems: readonly string[]) {
    super(`Invalid kit configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`, {
      details: problems.join('\n'),
    })
  }
}
