import { getAddress, type Address } from 'viem'
import {
  FIAT_RATES,
  SAFE_NAME,
  SAFE_SINGLETON,
  SAFE_VERSION,
  type ProposedTransaction,
  type SafeState,
} from './fixtures.ts'
import { packSignatures } from './safe-chain.ts'
import { SAFE_CONTRACTS } from './safe-contracts.ts'
import { pendingOf, txStatus } from './transactions.ts'

/** The gateway's answers for the harness's Safes, in the gateway's own shapes. */

/** What the chain says about a Safe (safe-chain.ts readSafe). */
export interface OnChainSafe {
  owners: Address[]
  threshold: number
  nonce: number
}

const NATIVE = {
  type: 'NATIVE_TOKEN',
  address: '0x0000000000000000000000000000000000000000',
  decimals: 18,
  symbol: 'ETH',
  name: 'Ether',
  logoUri: '',
}

export function safeInfo(chainId: number, safe: Address, chain: OnChainSafe) {
  return {
    address: { value: safe, name: SAFE_NAME },
    chainId: String(chainId),
    nonce: chain.nonce,
    threshold: chain.threshold,
    owners: chain.owners.map((value, i) => ({ value, name: i === 0 ? 'Deployer' : null })),
    implementation: { value: SAFE_SINGLETON, name: 'Safe 1.4.1' },
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: { value: SAFE_CONTRACTS.fallbackHandler },
    version: SAFE_VERSION,
    txQueuedTag: String(chain.nonce),
  }
}

export function balances(currency: string, balanceWei: bigint) {
  const rate = FIAT_RATES[currency.toUpperCase()]
  if (rate === undefined) return undefined
  const fiat = ((Number(balanceWei) / 1e18) * rate).toFixed(2)
  return {
    fiatTotal: fiat,
    items: [{ tokenInfo: NATIVE, balance: balanceWei.toString(), fiatBalance: fiat, fiatConversion: String(rate) }],
  }
}

function summary(safeTxHash: string, tx: ProposedTransaction, chain: OnChainSafe) {
  const missing = chain.owners.filter((owner) => !tx.signatures.some((s) => s.owner === owner))
  return {
    id: `multisig_${tx.safe}_${safeTxHash}`,
    timestamp: tx.executed?.at ?? tx.submittedAt,
    txStatus: txStatus(tx, chain.threshold, chain.nonce),
    txInfo: {
      type: 'Custom',
      to: { value: tx.safeTx.to },
      dataSize: String((tx.safeTx.data.length - 2) / 2),
      value: String(tx.safeTx.value),
      isCancellation: false,
    },
    executionInfo: {
      type: 'MULTISIG',
      nonce: tx.nonce,
      confirmationsRequired: chain.threshold,
      confirmationsSubmitted: tx.signatures.length,
      missingSigners: tx.executed ? null : missing.map((value) => ({ value })),
    },
  }
}

/** The proposals not executed yet: the one at the Safe's nonce is 'Next', the rest 'Queued'. */
export function queue(state: SafeState, safe: Address, chain: OnChainSafe) {
  const pending = pendingOf(state, safe, chain.nonce).map(([hash, tx]) => ({
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: summary(hash, tx, chain),
  }))
  const next = pending.filter((item) => item.transaction.executionInfo.nonce === chain.nonce)
  const later = pending.filter((item) => item.transaction.executionInfo.nonce !== chain.nonce)
  const results = [
    ...(next.length ? [{ type: 'LABEL', label: 'Next' }, ...next] : []),
    ...(later.length ? [{ type: 'LABEL', label: 'Queued' }, ...later] : []),
  ]
  return { count: pending.length, next: null, previous: null, results }
}

/** Executed proposals and those replaced at their nonce, newest first. */
export function history(state: SafeState, safe: Address, chain: OnChainSafe) {
  return ([...state.transactions] as [string, ProposedTransaction][])
    .filter(([, tx]) => tx.safe === safe && (tx.executed || tx.nonce < chain.nonce))
    .sort(([, a], [, b]) => b.nonce - a.nonce)
    .map(([hash, tx]) => ({ type: 'TRANSACTION', conflictType: 'None', transaction: summary(hash, tx, chain) }))
}

export function transactionDetails(chainId: number, safeTxHash: string, state: SafeState, chain: OnChainSafe) {
  const tx = state.transactions.get(safeTxHash.toLowerCase())
  if (!tx) return undefined
  return {
    safeAddress: tx.safe,
    txId: `multisig_${tx.safe}_${safeTxHash}`,
    executedAt: tx.executed?.at ?? null,
    txStatus: txStatus(tx, chain.threshold, chain.nonce),
    txInfo: {
      type: 'Custom',
      to: { value: tx.first.to },
      dataSize: String((tx.first.data.length - 2) / 2),
      value: tx.first.value,
      isCancellation: false,
    },
    txData: {
      hexData: tx.safeTx.data,
      to: { value: tx.safeTx.to },
      value: String(tx.safeTx.value),
      operation: tx.safeTx.operation,
    },
    txHash: tx.executed?.txHash ?? null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      nonce: tx.nonce,
      safeTxHash,
      confirmationsRequired: chain.threshold,
      confirmations: tx.signatures.map((s) => ({
        signer: { value: s.owner },
        signature: s.signature,
        submittedAt: tx.submittedAt,
      })),
    },
    chainId: String(chainId),
  }
}

export function message(messageHash: string, state: SafeState, threshold: number) {
  const entry = state.messages.get(messageHash.toLowerCase())
  if (!entry) return undefined
  const confirmed = entry.signatures.length >= threshold
  return {
    messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: entry.message,
    creationTimestamp: entry.created,
    modifiedTimestamp: entry.created,
    confirmationsSubmitted: entry.signatures.length,
    confirmationsRequired: threshold,
    proposedBy: { value: entry.signatures[0]?.owner ?? getAddress(entry.safe) },
    confirmations: entry.signatures.map((s) => ({ owner: { value: s.owner }, signature: s.signature })),
    preparedSignature: confirmed ? packSignatures(entry.signatures) : null,
  }
}
