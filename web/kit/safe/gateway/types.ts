import type {
  ChainFeature,
  ConflictType,
  ExecutionInfoType,
  GasPriceType,
  ImplementationVersionState,
  LabelValue,
  Operation,
  RpcUriAuthentication,
  SafeAppAccessPolicy,
  SafeAppFeature,
  SafeAppSocialPlatform,
  SafeMessageStatus,
  SettingsChangeType,
  TokenType,
  TransactionStatus,
  TransferDirection,
} from './vocabulary.ts'

/**
 * Response shapes of the gateway endpoints we call, in the vocabulary of docs/spec.md §3.6. Fields
 * the app does not read are left out; responses carry more.
 */

/** An address with what the gateway knows about it (address-book or name-service name, logo). */
export interface AddressEx {
  value: string
  name?: string | null
  logoUri?: string | null
}

/** A paged list: `next`/`previous` are full page URLs to pass back as `pageUrl`. */
export interface Page<T> {
  count?: number
  next?: string | null
  previous?: string | null
  results: T[]
}

export interface SafeInfo {
  address: AddressEx
  chainId: string
  nonce: number
  threshold: number
  owners: AddressEx[]
  implementation: AddressEx
  implementationVersionState: ImplementationVersionState
  modules: AddressEx[] | null
  guard: AddressEx | null
  fallbackHandler: AddressEx | null
  version: string | null
  collectiblesTag?: string | null
  txQueuedTag?: string | null
  txHistoryTag?: string | null
  messagesTag?: string | null
}

export interface TokenInfo {
  type: TokenType
  address: string
  decimals?: number | null
  symbol: string
  name: string
  logoUri: string
}

export interface SafeBalanceResponse {
  fiatTotal: string
  items: { tokenInfo: TokenInfo; balance: string; fiatBalance: string; fiatConversion: string }[]
}

export type FiatCurrencies = string[]

export interface OwnedSafes {
  safes: string[]
}

export interface SafeCollectible {
  address: string
  tokenName: string
  tokenSymbol: string
  logoUri: string
  id: string
  uri: string
  name: string
  description: string
  imageUri: string
  metadata: Record<string, unknown>
}

export type TransactionInfo =
  | {
      type: 'Transfer'
      sender: AddressEx
      recipient: AddressEx
      direction: TransferDirection
      transferInfo: Record<string, unknown>
    }
  | {
      type: 'SettingsChange'
      dataDecoded: DataDecoded
      settingsInfo?: { type: SettingsChangeType } & Record<string, unknown>
    }
  | {
      type: 'Custom'
      to: AddressEx
      dataSize: string
      value: string
      methodName?: string | null
      isCancellation: boolean
    }
  | {
      type: 'Creation'
      creator: AddressEx
      transactionHash: string
      implementation?: AddressEx | null
      factory?: AddressEx | null
    }

export interface ExecutionInfo {
  type: ExecutionInfoType
  nonce?: number
  confirmationsRequired?: number
  confirmationsSubmitted?: number
  missingSigners?: AddressEx[] | null
  address?: AddressEx
}

export interface TransactionSummary {
  id: string
  timestamp: number
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  executionInfo?: ExecutionInfo | null
  safeAppInfo?: { name: string; url: string; logoUri: string } | null
}

export type TransactionListItem =
  | { type: 'TRANSACTION'; transaction: TransactionSummary; conflictType: ConflictType }
  | { type: 'LABEL'; label: LabelValue }
  | { type: 'CONFLICT_HEADER'; nonce: number }
  | { type: 'DATE_LABEL'; timestamp: number }

export interface TransactionDetails {
  safeAddress: string
  txId: string
  executedAt?: number | null
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  txData?: { hexData?: string | null; to: AddressEx; value?: string | null; operation: Operation } | null
  txHash?: string | null
  detailedExecutionInfo?: Record<string, unknown> | null
}

export interface DataDecoded {
  method: string
  parameters?: { name: string; type: string; value: unknown }[] | null
}

export interface SafeTransactionEstimation {
  currentNonce: number
  recommendedNonce: number
  safeTxGas: string
}

export interface ChainInfo {
  chainId: string
  chainName: string
  shortName: string
  l2: boolean
  description: string
  rpcUri: { authentication: RpcUriAuthentication; value: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  gasPrice: ({ type: GasPriceType } & Record<string, unknown>)[]
  features: ChainFeature[]
}

export interface SafeApp {
  id: number
  url: string
  name: string
  iconUrl: string
  description: string
  chainIds: string[]
  accessControl: { type: SafeAppAccessPolicy; value?: string[] }
  features: SafeAppFeature[]
  socialProfiles: { platform: SafeAppSocialPlatform; url: string }[]
}

export interface MasterCopy {
  address: string
  version: string
  deployer: string
  deployedBlockNumber: number
  lastIndexedBlockNumber: number
}

export interface SafeMessage {
  messageHash: string
  status: SafeMessageStatus
  logoUri: string | null
  name: string | null
  message: string | Record<string, unknown>
  creationTimestamp: number
  modifiedTimestamp: number
  confirmationsSubmitted: number
  confirmationsRequired: number
  proposedBy: AddressEx
  confirmations: { owner: AddressEx; signature: string }[]
  preparedSignature: string | null
}

export type SafeMessageListItem = { type: 'DATE_LABEL'; timestamp: number } | ({ type: 'MESSAGE' } & SafeMessage)

export interface Delegate {
  safe: string | null
  delegate: string
  delegator: string
  label: string
}
