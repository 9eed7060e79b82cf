import { useQuery } from '@tanstack/react-query'
import { useConnection } from 'wagmi'
import type { Address } from 'viem'
import { config } from '../../config'
import type { Gateway } from '../gateway/request'
import type { SafeProvider } from '../provider'

/** The configured gateway (VITE_SAFE_GATEWAY_URL). */
export const gateway: Gateway = { baseUrl: config.safeGatewayUrl }

/** What the panel knows about the connected Safe: its provider and the host's environment. */
export interface SafeContext {
  provider: SafeProvider
  address: Address
  chainId: number
  /** Safe{Wallet}'s chain prefix (`eth`, `sep`, …) used in its links. */
  shortName: string
  /** The host's origin, for links into its own pages. */
  hostOrigin: string
}

/**
 * The connected Safe, or undefined while connected to anything else. The host's chain short
 * name and origin are asked once: they never change while the app is loaded.
 */
export function useSafe() {
  const { connector, status } = useConnection()
  const isSafe = status === 'connected' && connector?.type === 'safe'
  return useQuery({
    queryKey: ['safe', 'context', connector?.uid],
    enabled: isSafe,
    staleTime: Infinity,
    queryFn: async (): Promise<SafeContext> => {
      const provider = (await connector!.getProvider()) as SafeProvider
      const [chain, environment] = await Promise.all([provider.sdk.safe.getChainInfo(), provider.sdk.safe.getEnvironmentInfo()])
      return {
        provider,
        address: provider.address,
        chainId: provider.safe.chainId,
        shortName: chain.shortName,
        hostOrigin: environment.origin,
      }
    },
  })
}

/** Safe{Wallet}'s page of the Safe's queued transactions. */
export const queueUrl = (safe: SafeContext) =>
  `${safe.hostOrigin}/transactions/queue?safe=${encodeURIComponent(`${safe.shortName}:${safe.address}`)}`
