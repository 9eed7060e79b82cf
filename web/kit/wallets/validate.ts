import { BaseError } from '../../shared/errors.ts'
import type { WalletDefinition } from './types.ts'

/** A wallet definition that cannot be used as written. */
export class WalletConfigError extends BaseError {
  override name = 'WalletConfigError'
  constructor(
    readonly walletId: string,
    details: string,
  ) {
    super(`Wallet "${walletId}": ${details}`, { details })
  }
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** Checks the rules of docs/spec.md §5.1 on every definition; throws on the first broken one. */
export function validateWallets(definitions: readonly WalletDefinition[]): void {
  const seen = new Set<string>()
  for (const wallet of definitions) {
    if (wallet.iconAccent !== undefined && !HEX_COLOUR.test(wallet.iconAccent)) {
      throw new WalletConfigError(
        wallet.id,
        `iconAccent must be a hex colour (#rgb or #rrggbb), got "${wallet.iconAccent}"`,
      )
    }
    if (seen.has(wallet.id)) throw new WalletConfigError(wallet.id, 'the id is used twice')
    seen.add(wallet.id)
  }
}
