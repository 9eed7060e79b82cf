import { concat, getAddress, type Hex } from 'viem'
import { FIAT_RATES, OWNERS, SAFE_ADDRESS, SAFE_NAME, SAFE_VERSION, THRESHOLD, type SafeState } from './fixtures'

/** Fixture answers of the gateway for the harness's Safe, in the gateway's own shapes. */

const NATIVE = { type: 'NATIVE_TOKEN', address: '0x0000000000000000000000000000000000000000', decimals: 18, symbol: 'ETH', name: 'Ether', logoUri: '' }

export function safeInfo(chainId: number, state: SafeState) {
  return {
    address: { value: SAFE_ADDRESS, name: SAFE_NAME },
    chainId: String(chainId),
    nonce: state.nonce,
    threshold: THRESHOLD,
    owners: OWNERS.map((value, i) => ({ value, name: i === 0 ? 'Deployer' : null })),
    implementation: { value: '0x41675C099F32341bf84BFc5382aF534df5C7461a', name: 'Safe 1.4.1' },
    implementationVersionState: 'UP_TO_DATE',
    modules: null,
    guard: null,
    fallbackHandler: { value: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99' },
    version: SAFE_VERSION,
    txQueuedTag: String(state.nonce),
  }
}

export function balances(currency: string, balanceWei: bigint) {
  const rate = FIAT_RATES[currency.toUpperCase()]
  if (rate === undefined) return undefined
  const fiat = ((Number(balanceWei) / 1e18) * rate).toFixed(2)
  return { fiatTotal: fiat, items: [{ tokenInfo: NATIVE, balance: balanceWei.toString(), fiatBalance: fiat, fiatConversion: String(rate) }] }
}

const queuedTransaction = (nonce: number, now: number) => ({
  type: 'TRANSACTION',
  conflictType: 'None',
  transaction: {
    id: `multisig_${SAFE_ADDRESS}_queued${nonce}`,
    timestamp: now,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: { type: 'Transfer', sender: { value: SAFE_ADDRESS }, recipient: { value: OWNERS[1] }, direction: 'OUTGOING', transferInfo: { type: 'NATIVE_COIN', value: '1000' } },
    executionInfo: { type: 'MULTISIG', nonce, confirmationsRequired: THRESHOLD, confirmationsSubmitted: 1, missingSigners: [{ value: OWNERS[2] }] },
  },
})

/** Two transactions wait: the next nonce and one after it. */
export function queue(state: SafeState) {
  const now = Date.now()
  return {
    count: 2,
    next: null,
    previous: null,
    results: [{ type: 'LABEL', label: 'Next' }, queuedTransaction(state.nonce, now), { type: 'LABEL', label: 'Queued' }, queuedTransaction(state.nonce + 1, now)],
  }
}

export function transactionDetails(chainId: number, safeTxHash: string, state: SafeState) {
  const tx = state.transactions.get(safeTxHash.toLowerCase())
  if (!tx) return undefined
  return {
    safeAddress: SAFE_ADDRESS,
    txId: `multisig_${SAFE_ADDRESS}_${safeTxHash}`,
    executedAt: tx.executedAt,
    txStatus: 'SUCCESS',
    txInfo: { type: 'Custom', to: { value: tx.to }, dataSize: String((tx.data.length - 2) / 2), value: tx.value, isCancellation: false },
    txData: { hexData: tx.data, to: { value: tx.to }, value: tx.value, operation: 0 },
    txHash: tx.txHashes.at(-1),
    detailedExecutionInfo: { type: 'MULTISIG', nonce: tx.nonce, safeTxHash, confirmationsRequired: THRESHOLD },
    chainId: String(chainId),
  }
}

export function message(messageHash: string, state: SafeState) {
  const entry = state.messages.get(messageHash.toLowerCase())
  if (!entry) return undefined
  const confirmed = entry.signatures.length >= THRESHOLD
  // A Safe wants owner signatures sorted by owner address, concatenated.
  const sorted = [...entry.signatures].sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1))
  return {
    messageHash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: entry.message,
    creationTimestamp: entry.created,
    modifiedTimestamp: entry.created,
    confirmationsSubmitted: entry.signatures.length,
    confirmationsRequired: THRESHOLD,
    proposedBy: { value: entry.signatures[0]?.owner ?? getAddress(OWNERS[0]) },
    confirmations: entry.signatures.map((s) => ({ owner: { value: s.owner }, signature: s.signature })),
    preparedSignature: confirmed ? concat(sorted.map((s) => s.signature as Hex)) : null,
  }
}
