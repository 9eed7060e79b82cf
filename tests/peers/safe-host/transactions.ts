import type { Address, Hex } from 'viem'
import { OWNER_KEYS, OWNERS, PENDING_SAFE, type ProposedTransaction, type SafeState } from './fixtures.ts'
import {
  execTransaction,
  packSignatures,
  readSafe,
  safeTxHash,
  safeTxOf,
  signAsOwner,
  type BaseTransaction,
} from './safe-chain.ts'

/**
 * Safe transactions as Safe{Wallet} runs them: the first owner proposes and signs, the others
 * confirm, and once the threshold is met an owner executes through `execTransaction`, strictly
 * in nonce order. Every signature is an owner key's, and the Safe contract checks them.
 */

/** The owner who sends `execTransaction` (and pays its gas), as the last signer does in Safe{Wallet}. */
const EXECUTOR = OWNERS[1]

export type TxStatus = 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS'

export function txStatus(tx: ProposedTransaction, threshold: number): TxStatus {
  if (tx.executed) return 'SUCCESS'
  return tx.signatures.length >= threshold ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS'
}

/** Proposals of `safe` not executed yet, in nonce order. */
export function pendingOf(state: SafeState, safe: Address): [Hex, ProposedTransaction][] {
  return ([...state.transactions] as [Hex, ProposedTransaction][])
    .filter(([, tx]) => tx.safe === safe && !tx.executed)
    .sort(([, a], [, b]) => a.nonce - b.nonce)
}

/** Owners sign until the threshold is met, then every ready transaction runs in nonce order. */
async function confirm(anvilUrl: string, state: SafeState, safe: Address) {
  const { threshold } = await readSafe(anvilUrl, safe)
  for (const [hash, tx] of pendingOf(state, safe)) {
    for (const [i, key] of OWNER_KEYS.entries()) {
      if (tx.signatures.length >= threshold) break
      if (!tx.signatures.some((s) => s.owner === OWNERS[i]))
        tx.signatures.push({ owner: OWNERS[i], signature: await signAsOwner(key, hash) })
    }
  }
  await executeReady(anvilUrl, state, safe, threshold)
}

async function executeReady(anvilUrl: string, state: SafeState, safe: Address, threshold: number) {
  for (const [, tx] of pendingOf(state, safe)) {
    const { nonce } = await readSafe(anvilUrl, safe)
    if (tx.nonce !== nonce || tx.signatures.length < threshold) return
    const txHash = await execTransaction(anvilUrl, safe, tx.safeTx, packSignatures(tx.signatures), EXECUTOR)
    tx.executed = { txHash, at: Date.now() }
  }
}

/**
 * `sendTransactions`: one Safe transaction at the Safe's next free nonce, signed by the first
 * owner. The default Safe's second owner confirms at once (so it executes); PENDING_SAFE's owners
 * wait for confirmTransactions.
 */
export async function proposeTransaction(
  anvilUrl: string,
  state: SafeState,
  safe: Address,
  txs: BaseTransaction[],
): Promise<{ safeTxHash: Hex }> {
  const chain = await readSafe(anvilUrl, safe)
  const queued = pendingOf(state, safe)
  const nonce = queued.length ? Math.max(chain.nonce, queued.at(-1)![1].nonce + 1) : chain.nonce
  const safeTx = safeTxOf(txs)
  const hash = await safeTxHash(anvilUrl, safe, safeTx, nonce)
  state.transactions.set(hash.toLowerCase(), {
    safe,
    safeTx,
    first: txs[0],
    nonce,
    signatures: [{ owner: OWNERS[0], signature: await signAsOwner(OWNER_KEYS[0], hash) }],
    submittedAt: Date.now(),
  })
  if (safe !== PENDING_SAFE) await confirm(anvilUrl, state, safe)
  return { safeTxHash: hash }
}

/** The other owners confirm every pending transaction of `safe` (POST /control/confirm-transactions). */
export async function confirmTransactions(anvilUrl: string, state: SafeState, safe: Address): Promise<number> {
  const count = pendingOf(state, safe).length
  await confirm(anvilUrl, state, safe)
  return count
}
