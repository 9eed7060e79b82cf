import { useQuery } from '@tanstack/react-query'
import { useConnection, type Connector } from 'wagmi'
import type { Address } from 'viem'
import { useKitRuntime } from '../../runtime/context.ts'
import type { Gateway } from '../../safe/gateway/request.ts'
import type { SafeProvider } from '../../safe/provider.ts'

/** The provider's Safe gateway (the configuration's `safe.gatewayUrl`). */
export const useGateway = (): Gateway => useKitRuntime().gateway

/**
 * What the panel knows about the connected Safe and its host. Plain data only: the query cache
 * is persisted as JSON, so the provider (the SDK and its listeners) stays out of it.
 */
export interface SafeContext {
  address: Address
  chainId: number
  owners: Address[]
  threshold: number
  /** Safe{Wallet}'s chain prefix (`eth`, `sep`, …) used in its links. */
  shortName: string
  /** The host's origin, for links into its own pages. */
  hostOrigin: string
}

/** The Safe connector's provider: for the host's own calls (address book, EIP-1271 checks). */
export const safeProviderOf = async (connector: Connector | undefined) =>
  (await connector!.getProvider()) as SafeProvider

/**
 * The query for the connected Safe's context. The host's chain short name and origin are asked
 * once: they never change while the app is loaded.
 */
export function safeContextQuery(connector: Connector | undefined) {
  return {
    queryKey: ['safe', 'context', connector?.uid],
    staleTime: Infinity,
    queryFn: async (): Promise<SafeContext> => {
      const provider = await safeProviderOf(connector)
      const [chain, environment] = await Promise.all([
        provider.sdk.safe.getChainInfo(),
        provider.sdk.safe.getEnvironmentInfo(),
      ])
      return {
        address: provider.address,
        chainId: provider.safe.chainId,
        owners: provider.safe.owners as Address[],
        threshold: provider.safe.threshold,
        shortName: chain.shortName,
        hostOrigin: environment.origin,
      }
    },
  }
}

/** The connected Safe, or undefined while connected to anything else. */
export function useSafe() {
  const { connector, status } = useConnection()
  return useQuery({ ...safeContextQuery(connector), enabled: status === 'connected' && connector?.type === 'safe' })
}

/** Safe{Wallet}'s page of the Safe's queued transactions. */
export const queueUrl = (safe: SafeContext) =>
  `${safe.hostOrigin}/transactions/queue?safe=${encodeURIComponent(`${safe.shortName}:${safe.address}`)}`
