import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { watchAsset } from 'wagmi/actions'
import { toWalletError } from './errors.ts'

/** ERC-20 tokens have 18 decimals unless they say otherwise (docs/spec.md §7.1). */
export const DEFAULT_TOKEN_DECIMALS = 18

export interface Erc20Asset {
  address: Address
  symbol: string
  decimals?: number
  image?: string
}

/**
 * Asks the connected wallet to track an ERC-20 token (`wallet_watchAsset`). Resolves to whether the
 * wallet added it; failures come back as the spec's wallet errors.
 */
export async function watchErc20(config: Config, asset: Erc20Asset): Promise<boolean> {
  try {
    return await watchAsset(config, {
      type: 'ERC20',
      options: {
        address: asset.address,
        symbol: asset.symbol,
        decimals: asset.decimals ?? DEFAULT_TOKEN_DECIMALS,
        image: asset.image,
      },
    })
  } catch (error) {
    throw toWalletError(error, { action: 'request' })
  }
}
