import type { Address, Hex } from 'viem'
import { isWaitingSafe, OWNER_KEYS, OWNERS, type ProposedTransaction, type SafeState } from './fixtures.ts'
import {
  execTransaction,
  packSignatures,
  readSafe,
  safeTxHash,
  safeTxOf,
  signAsOwner,
  type BaseTransaction,
  type SafeTx,
} from './safe-chain.ts'

/**
 * Safe transactions as Safe{Wallet} runs them: the first owner proposes and signs, the others
 * confirm, and once the threshold is met an owner executes through `execTransaction`, strictly
 * in nonce order. Every signature is an owner key's, and the Safe contract checks them.
 */

/** The owner who sends `execTransaction` (and pays its gas), as the last signer does in Safe{Wallet}. */
const EXECUTOR = OWNERS[1]

export type TxStatus = 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS' | 'CANCELLED'

/**
 * As the gateway tells: a proposal whose nonce the Safe has passed without it ran no more (another
 * transaction at its nonce, a rejection, replaced it) and is CANCELLED.
 */
export function txStatus(tx: ProposedTransaction, threshold: number, safeNonce?: number): TxStatus {
  if (tx.executed) return 'SUCCESS'
  if (safeNonce !== undefined && tx.nonce < safeNonce) return 'CANCELLED'
  return tx.signatures.length >= threshold ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS'
}

/** Proposals of `safe` not executed yet, in nonce order; from `fromNonce` on, those the Safe can still run. */
export function pendingOf(state: SafeState, safe: Address, fromNonce = 0): [Hex, ProposedTransaction][] {
  return ([...state.transactions] as [Hex, ProposedTransaction][])
    .filter(([, tx]) => tx.safe === safe && !tx.executed && tx.nonce >= fromNonce)
    .sort(([, a], [, b]) => a.nonce - b.nonce)
}

/** How the other owners confirm: `owners` more of them at most (default: up to the threshold), and whether one executes. */
export interface ConfirmOptions {
  owners?: number
  execute?: boolean
}

/** Owners sign until the threshold is met, then every ready transaction runs in nonce order. */
async function confirm(
  anvilUrl: string,
  state: SafeState,
  safe: Address,
  { owners, execute = true }: ConfirmOptions = {},
) {
  const { threshold, nonce } = await readSafe(anvilUrl, safe)
  for (const [hash, tx] of pendingOf(state, safe, nonce)) {
    let added = 0
    for (const [i, key] of OWNER_KEYS.entries()) {
      if (tx.signatures.length >= threshold || (owners !== undefined && added >= owners)) break
      if (!tx.signatures.some((s) => s.owner === OWNERS[i])) {
        tx.signatures.push({ owner: OWNERS[i], signature: await signAsOwner(key, hash) })
        added += 1
      }
    }
  }
  if (execute) await executeReady(anvilUrl, state, safe, threshold)
}

async function executeReady(anvilUrl: string, state: SafeState, safe: Address, threshold: number) {
  for (const [, tx] of pendingOf(state, safe, (await readSafe(anvilUrl, safe)).nonce)) {
    const { nonce } = await readSafe(anvilUrl, safe)
    if (tx.nonce !== nonce || tx.signatures.length < threshold) return
    const txHash = await execTransaction(anvilUrl, safe, tx.safeTx, packSignatures(tx.signatures), EXECUTOR)
    tx.executed = { txHash, at: Date.now() }
  }
}

/**
 * A Safe transaction at the Safe's next free nonce, signed by the first owner unless a proposer
 * who is not an owner filed it (`signed: false`, as Safe{Wallet}'s proposers do). The default
 * Safe's second owner confirms at once (so it executes); the waiting Safes' owners wait for
 * confirmTransactions.
 */
export async function proposeSafeTransaction(
  anvilUrl: string,
  state: SafeState,
  safe: Address,
  safeTx: SafeTx,
  first: BaseTransaction,
  { signed = true }: { signed?: boolean } = {},
): Promise<{ safeTxHash: Hex }> {
  const chain = await readSafe(anvilUrl, safe)
  const queued = pendingOf(state, safe, chain.nonce)
  const nonce = queued.length ? Math.max(chain.nonce, queued.at(-1)![1].nonce + 1) : chain.nonce
  const hash = await safeTxHash(anvilUrl, safe, safeTx, nonce)
  state.transactions.set(hash.toLowerCase(), {
    safe,
    safeTx,
    first,
    nonce,
    signatures: signed ? [{ owner: OWNERS[0], signature: await signAsOwner(OWNER_KEYS[0], hash) }] : [],
    submittedAt: Date.now(),
  })
  if (!isWaitingSafe(safe)) await confirm(anvilUrl, state, safe)
  return { safeTxHash: hash }
}

/** `sendTransactions`: the app's calls as one Safe transaction (a batch through MultiSendCallOnly). */
export function proposeTransaction(
  anvilUrl: string,
  state: SafeState,
  safe: Address,
  txs: BaseTransaction[],
): Promise<{ safeTxHash: Hex }> {
  return proposeSafeTransaction(anvilUrl, state, safe, safeTxOf(txs), txs[0])
}

/** The other owners confirm every pending transaction of `safe` (POST /control/confirm-transactions). */
export async function confirmTransactions(
  anvilUrl: string,
  state: SafeState,
  safe: Address,
  options?: ConfirmOptions,
): Promise<number> {
  const count = pendingOf(state, safe, (await readSafe(anvilUrl, safe)).nonce).length
  await confirm(anvilUrl, state, safe, options)
  return count
}

/**
 * The owners reject the next pending transaction of `safe` as Safe{Wallet} does: an empty call to
 * the Safe itself at the same nonce, confirmed and executed, which replaces it (it is then
 * CANCELLED). Returns the hash of the transaction rejected, if there was one.
 */
export async function rejectTransaction(anvilUrl: string, state: SafeState, safe: Address): Promise<Hex | undefined> {
  const { nonce, threshold } = await readSafe(anvilUrl, safe)
  const next = pendingOf(state, safe).find(([, tx]) => tx.nonce === nonce)
  if (!next) return undefined
  const rejection: SafeTx = { to: safe, value: 0n, data: '0x', operation: 0 }
  const hash = await safeTxHash(anvilUrl, safe, rejection, nonce)
  const signatures = await Promise.all(
    OWNER_KEYS.slice(0, threshold).map(async (key, i) => ({
      owner: OWNERS[i],
      signature: await signAsOwner(key, hash),
    })),
  )
  const txHash = await execTransaction(anvilUrl, safe, rejection, packSignatures(signatures), EXECUTOR)
  state.transactions.set(hash.toLowerCase(), {
    safe,
    safeTx: rejection,
    first: { to: safe, value: '0', data: '0x' },
    nonce,
    signatures,
    submittedAt: Date.now(),
    executed: { txHash, at: Date.now() },
  })
  return next[0]
}
