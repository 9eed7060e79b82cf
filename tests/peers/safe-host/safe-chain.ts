import {
  concat,
  createPublicClient,
  encodeFunctionData,
  encodePacked,
  http,
  size,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SAFE_ARTIFACTS, SAFE_CONTRACTS, sendFrom } from './safe-contracts.ts'

/** What the harness asks and tells a real Safe on anvil: its state, transaction hashes, execution. */

const SAFE_ABI = SAFE_ARTIFACTS.singleton.abi

/** A Safe transaction as the contract hashes it (no refunds: gas fields are zero). */
export interface SafeTx {
  to: Address
  value: bigint
  data: Hex
  operation: 0 | 1
}

export interface BaseTransaction {
  to: Address
  value: string
  data: Hex
}

const client = (anvilUrl: string) => createPublicClient({ transport: http(anvilUrl) })

export async function readSafe(
  anvilUrl: string,
  safe: Address,
): Promise<{ owners: Address[]; threshold: number; nonce: number }> {
  const read = (functionName: 'getOwners' | 'getThreshold' | 'nonce') =>
    client(anvilUrl).readContract({ address: safe, abi: SAFE_ABI, functionName })
  const [owners, threshold, nonce] = await Promise.all([read('getOwners'), read('getThreshold'), read('nonce')])
  return { owners: owners as Address[], threshold: Number(threshold), nonce: Number(nonce) }
}

/** One call as it is, several as one delegatecall to MultiSendCallOnly (what Safe{Wallet} batches with). */
export function safeTxOf(txs: BaseTransaction[]): SafeTx {
  if (txs.length === 1) return { to: txs[0].to, value: BigInt(txs[0].value), data: txs[0].data, operation: 0 }
  const packed = concat(
    txs.map((tx) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, tx.to, BigInt(tx.value), BigInt(size(tx.data)), tx.data],
      ),
    ),
  )
  const data = encodeFunctionData({
    abi: SAFE_ARTIFACTS.multiSendCallOnly.abi,
    functionName: 'multiSend',
    args: [packed],
  })
  return { to: SAFE_CONTRACTS.multiSendCallOnly, value: 0n, data, operation: 1 }
}

const gasFields = [0n, 0n, 0n, zeroAddress, zeroAddress] as const

/** The safeTxHash, as the Safe itself computes it. */
export async function safeTxHash(anvilUrl: string, safe: Address, tx: SafeTx, nonce: number): Promise<Hex> {
  return client(anvilUrl).readContract({
    address: safe,
    abi: SAFE_ABI,
    functionName: 'getTransactionHash',
    args: [tx.to, tx.value, tx.data, tx.operation, ...gasFields, BigInt(nonce)],
  }) as Promise<Hex>
}

/** An owner's ECDSA signature of a Safe hash (v 27/28, which the Safe checks with ecrecover). */
export const signAsOwner = (key: Hex, hash: Hex) => privateKeyToAccount(key).sign({ hash })

/** The Safe wants owner signatures sorted by owner address, concatenated. */
export function packSignatures(signatures: { owner: Address; signature: Hex }[]): Hex {
  return concat([...signatures].sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1)).map((s) => s.signature))
}

/** `execTransaction` sent by `executor` (an owner anvil signs for); returns the chain transaction hash. */
export async function execTransaction(
  anvilUrl: string,
  safe: Address,
  tx: SafeTx,
  signatures: Hex,
  executor: Address,
): Promise<Hex> {
  const data = encodeFunctionData({
    abi: SAFE_ABI,
    functionName: 'execTransaction',
    args: [tx.to, tx.value, tx.data, tx.operation, ...gasFields, signatures],
  })
  return (await sendFrom(anvilUrl, executor, { to: safe, data })).transactionHash
}
