import { gatewayRequest, gatewayUrl, type Gateway, type Query } from './request.ts'
import type {
  ChainInfo,
  DataDecoded,
  Delegate,
  FiatCurrencies,
  MasterCopy,
  OwnedSafes,
  Page,
  SafeApp,
  SafeBalanceResponse,
  SafeCollectible,
  SafeInfo,
  SafeMessage,
  SafeMessageListItem,
  SafeTransactionEstimation,
  TransactionDetails,
  TransactionListItem,
} from './types.ts'

/**
 * One function per gateway endpoint (docs/spec.md §7.3). Paged lists take the `next`/`previous` URL
 * of a previous page as `pageUrl`, which then replaces path and query.
 */

type SafeRef = { chainId: string | number; address: string }

const get = <T>(
  gateway: Gateway,
  template: string,
  params: Record<string, string | number>,
  query?: Query,
  pageUrl?: string,
) => gatewayRequest<T>(gateway, pageUrl ?? gatewayUrl(gateway.baseUrl, template, params, query))

const post = <T>(gateway: Gateway, template: string, params: Record<string, string | number>, body: unknown) =>
  gatewayRequest<T>(gateway, gatewayUrl(gateway.baseUrl, template, params), { method: 'POST', body })

export const DEFAULT_CURRENCY = 'usd'

export const getSafeInfo = (gateway: Gateway, { chainId, address }: SafeRef) =>
  get<SafeInfo>(gateway, '/v1/chains/{chainId}/safes/{address}', { chainId, address })

export const getIncomingTransfers = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<TransactionListItem>>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/incoming-transfers/',
    safe,
    query,
    pageUrl,
  )

export const getModuleTransactions = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<TransactionListItem>>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/module-transactions/',
    safe,
    query,
    pageUrl,
  )

export const getMultisigTransactions = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<TransactionListItem>>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/multisig-transactions/',
    safe,
    query,
    pageUrl,
  )

export const getBalances = (gateway: Gateway, safe: SafeRef, currency = DEFAULT_CURRENCY, query?: Query) =>
  get<SafeBalanceResponse>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/balances/{currency}',
    { ...safe, currency },
    query,
  )

export const getFiatCurrencies = (gateway: Gateway) =>
  get<FiatCurrencies>(gateway, '/v1/balances/supported-fiat-codes', {})

export const getOwnedSafes = (gateway: Gateway, { chainId, address }: { chainId: string | number; address: string }) =>
  get<OwnedSafes>(gateway, '/v1/chains/{chainId}/owners/{address}/safes', { chainId, address })

export const getCollectibles = (gateway: Gateway, safe: SafeRef, query?: Query) =>
  get<SafeCollectible[]>(gateway, '/v1/chains/{chainId}/safes/{address}/collectibles', safe, query)

/** The paged (v2) form of {@link getCollectibles}. */
export const getCollectiblesPage = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<SafeCollectible>>(gateway, '/v2/chains/{chainId}/safes/{address}/collectibles', safe, query, pageUrl)

export const getTransactionHistory = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<TransactionListItem>>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/transactions/history',
    safe,
    query,
    pageUrl,
  )

export const getTransactionQueue = (gateway: Gateway, safe: SafeRef, query?: Query, pageUrl?: string) =>
  get<Page<TransactionListItem>>(
    gateway,
    '/v1/chains/{chainId}/safes/{address}/transactions/queued',
    safe,
    query,
    pageUrl,
  )

export const getTransactionDetails = (
  gateway: Gateway,
  { chainId, transactionId }: { chainId: string | number; transactionId: string },
) => get<TransactionDetails>(gateway, '/v1/chains/{chainId}/transactions/{transactionId}', { chainId, transactionId })

export const postSafeGasEstimation = (gateway: Gateway, safe: SafeRef, body: unknown) =>
  post<SafeTransactionEstimation>(
    gateway,
    '/v2/chains/{chainId}/safes/{address}/multisig-transactions/estimations',
    safe,
    body,
  )

export const proposeTransaction = (gateway: Gateway, safe: SafeRef, body: unknown) =>
  post<TransactionDetails>(gateway, '/v1/chains/{chainId}/transactions/{address}/propose', safe, body)

export const getChainsConfig = (gateway: Gateway, query?: Query, pageUrl?: string) =>
  get<Page<ChainInfo>>(gateway, '/v1/chains', {}, query, pageUrl)

export const getChainConfig = (gateway: Gateway, chainId: string | number) =>
  get<ChainInfo>(gateway, '/v1/chains/{chainId}', { chainId })

export const getSafeApps = (gateway: Gateway, chainId: string | number, query?: Query) =>
  get<SafeApp[]>(gateway, '/v1/chains/{chainId}/safe-apps', { chainId }, query)

export const getMasterCopies = (gateway: Gateway, chainId: string | number) =>
  get<MasterCopy[]>(gateway, '/v1/chains/{chainId}/about/master-copies', { chainId })

export const getDecodedData = (gateway: Gateway, chainId: string | number, body: { data: string; to?: string }) =>
  post<DataDecoded>(gateway, '/v1/chains/{chainId}/data-decoder', { chainId }, body)

export const getSafeMessages = (gateway: Gateway, safe: SafeRef, pageUrl?: string) =>
  get<Page<SafeMessageListItem>>(gateway, '/v1/chains/{chainId}/safes/{address}/messages', safe, undefined, pageUrl)

export const proposeSafeMessage = (
  gateway: Gateway,
  safe: SafeRef,
  body: { message: unknown; safeAppId?: number; signature: string },
) => post<void>(gateway, '/v1/chains/{chainId}/safes/{address}/messages', safe, body)

export const getSafeMessage = (
  gateway: Gateway,
  { chainId, messageHash }: { chainId: string | number; messageHash: string },
) => get<SafeMessage>(gateway, '/v1/chains/{chainId}/messages/{messageHash}', { chainId, messageHash })

export const confirmSafeMessage = (
  gateway: Gateway,
  { chainId, messageHash }: { chainId: string | number; messageHash: string },
  body: { signature: string },
) => post<void>(gateway, '/v1/chains/{chainId}/messages/{messageHash}/signatures', { chainId, messageHash }, body)

export const getDelegates = (gateway: Gateway, chainId: string | number, query?: Query) =>
  get<Page<Delegate>>(gateway, '/v1/chains/{chainId}/delegates', { chainId }, query)
