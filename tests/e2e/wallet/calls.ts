/**
 * The injected test wallet's EIP-5792 methods: capabilities, a batch sent as one MultiSendCallOnly
 * transaction, and its status from the node's receipt. Bundles are kept per origin in
 * localStorage, as an extension keeps them across the page's reloads.
 */
import {
  bytesToHex,
  concat,
  encodeFunctionData,
  encodePacked,
  numberToHex,
  size,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { ProviderRpcError } from './errors.ts'
import type { TestWalletCalls } from './options.ts'

interface WireCall {
  to: Address
  value?: Hex
  data?: Hex
}

export interface SendCallsParams {
  chainId: Hex
  from?: Address
  calls: WireCall[]
  capabilities?: Record<string, unknown>
}

const BUNDLES_KEY = '__testWallet.bundles'
const MULTI_SEND = [
  {
    type: 'function',
    name: 'multiSend',
    stateMutability: 'payable',
    inputs: [{ name: 'transactions', type: 'bytes' }],
    outputs: [],
  },
] as const

const bundles = (): Record<string, Hash> => JSON.parse(localStorage.getItem(BUNDLES_KEY) ?? '{}')

export function capabilities(options: TestWalletCalls, chainId: number) {
  return {
    [numberToHex(chainId)]: {
      atomic: { status: 'supported' },
      ...(options.paymasterService ? { paymasterService: { supported: true } } : {}),
    },
  }
}

/** The one transaction of a batch: MultiSendCallOnly.multiSend over every call (operation 0, a call). */
export function batchTransaction(options: TestWalletCalls, calls: WireCall[]) {
  const packed = calls.map(({ to, value, data = '0x' }) =>
    encodePacked(
      ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
      [0, to, BigInt(value ?? 0), BigInt(size(data)), data],
    ),
  )
  return {
    to: options.multicall,
    value: calls.reduce((sum, call) => sum + BigInt(call.value ?? 0), 0n),
    data: encodeFunctionData({ abi: MULTI_SEND, functionName: 'multiSend', args: [concat(packed)] }),
  }
}

/** Keeps the bundle's transaction under a new id. */
export function rememberBundle(hash: Hash): string {
  const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
  localStorage.setItem(BUNDLES_KEY, JSON.stringify({ ...bundles(), [id]: hash }))
  return id
}

/** EIP-5792 v2's answer from the node's receipt of the bundle's transaction. */
export async function callsStatus(
  id: string,
  chainId: number,
  forget: boolean,
  receiptOf: (hash: Hash) => Promise<Record<string, unknown> | null>,
) {
  const hash = forget ? undefined : bundles()[id]
  if (!hash) throw new ProviderRpcError(5730, 'Unknown bundle id')
  const receipt = await receiptOf(hash)
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true }
  if (!receipt) return { ...base, status: 100, receipts: [] }
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt
  return {
    ...base,
    status: status === '0x1' ? 200 : 500,
    receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
  }
}
