import { defineChain, type Chain } from 'viem'
import * as viemChains from 'viem/chains'

/**
 * viem's chain for `chainId` (for its public RPC and known verifier contracts), or a bare chain
 * when viem does not know it, which is fine as long as an RPC URL is configured.
 */
export function chainById(chainId: number): Chain {
  const known = (Object.values(viemChains) as unknown[]).find(
    (c): c is Chain => typeof c === 'object' && c !== null && (c as Chain).id === chainId && 'nativeCurrency' in c,
  )
  return (
    known ??
    defineChain({
      id: chainId,
      name: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
  )
}
