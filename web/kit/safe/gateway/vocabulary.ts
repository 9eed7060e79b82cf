/** The Safe client gateway's enumerations (docs/spec.md §3.6). */

export type TransactionStatus = 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'CANCELLED' | 'FAILED' | 'SUCCESS'
export type TransferDirection = 'INCOMING' | 'OUTGOING' | 'UNKNOWN'
export type TokenType = 'ERC20' | 'ERC721' | 'NATIVE_TOKEN' | 'NATIVE_COIN'
export type TransactionInfoType = 'Transfer' | 'SettingsChange' | 'Custom' | 'Creation'
export type SettingsChangeType =
  | 'SET_FALLBACK_HANDLER'
  | 'ADD_OWNER'
  | 'REMOVE_OWNER'
  | 'SWAP_OWNER'
  | 'CHANGE_THRESHOLD'
  | 'CHANGE_IMPLEMENTATION'
  | 'ENABLE_MODULE'
  | 'DISABLE_MODULE'
  | 'SET_GUARD'
  | 'DELETE_GUARD'
export type ConflictType = 'None' | 'HasNext' | 'End'
export type TransactionListItemType = 'TRANSACTION' | 'LABEL' | 'CONFLICT_HEADER' | 'DATE_LABEL'
export type ExecutionInfoType = 'MULTISIG' | 'MODULE'
export type LabelValue = 'Queued' | 'Next'

/** How a Safe transaction calls its target. */
export const Operation = { CALL: 0, DELEGATE: 1 } as const
export type Operation = (typeof Operation)[keyof typeof Operation]

export type SafeMessageStatus = 'NEEDS_CONFIRMATION' | 'CONFIRMED'
export type SafeMessageListItemType = 'DATE_LABEL' | 'MESSAGE'
export type ImplementationVersionState = 'UP_TO_DATE' | 'OUTDATED' | 'UNKNOWN'

export type RpcUriAuthentication = 'API_KEY_PATH' | 'NO_AUTHENTICATION' | 'UNKNOWN'
export type GasPriceType = 'ORACLE' | 'FIXED' | 'FIXED1559' | 'UNKNOWN'
export type ChainFeature =
  | 'ERC721'
  | 'SAFE_APPS'
  | 'CONTRACT_INTERACTION'
  | 'DOMAIN_LOOKUP'
  | 'SPENDING_LIMIT'
  | 'EIP1559'
  | 'SAFE_TX_GAS_OPTIONAL'
  | 'TX_SIMULATION'
  | 'EIP1271'

export type SafeAppAccessPolicy = 'NO_RESTRICTIONS' | 'DOMAIN_ALLOWLIST'
export type SafeAppFeature = 'BATCHED_TRANSACTIONS'
export type SafeAppSocialPlatform = 'TWITTER' | 'GITHUB' | 'DISCORD'
