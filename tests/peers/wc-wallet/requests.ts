import {
  createWalletClient,
  defineChain,
  http,
  numberToHex,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'

import { batchTransaction, capabilities, type SendCallsParams } from '../../e2e/wallet/calls.ts'
import type { TestWalletCalls } from '../../e2e/wallet/options.ts'

/**
 * How the test wallet answers a session request: it signs with the real key (a viem local
 * account, so signatures verify) and forwards everything else to the node.
 */

/** Methods the wallet approves in a session: what a dapp needs to connect, sign and send. */
export const WALLET_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]

export const WALLET_EVENTS = ['chainChanged', 'accountsChanged']

/** EIP-5792's methods, approved by a wallet made with `calls`. */
export const CALLS_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']

/** A JSON-RPC error the wallet sends back; the code is what the dapp sees. */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface RequestContext {
  account: LocalAccount
  rpcUrl: string
  /** Chain ids the wallet serves, each at `rpcUrl`. */
  chains: number[]
  /** The chain the session request was addressed to. */
  chainId: number
  /** Moves the session to another chain (a successful wallet_switchEthereumChain). */
  switchChain(chainId: number): Promise<void>
  /** EIP-5792 batches through this MultiSendCallOnly, and the bundles sent so far by id. */
  calls?: { options: TestWalletCalls; bundles: Map<string, Hex> }
}

interface TransactionRequest {
  to?: Hex
  data?: Hex
  value?: Hex
  gas?: Hex
}

async function forward(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
  return body.result
}

function sameAddress(ctx: RequestContext, address: unknown): void {
  if (typeof address !== 'string' || address.toLowerCase() !== ctx.account.address.toLowerCase()) {
    throw new WalletRpcError(4100, 'The requested account is not this wallet.')
  }
}

async function sendTransaction(ctx: RequestContext, tx: TransactionRequest): Promise<Hex> {
  const chain = defineChain({
    id: ctx.chainId,
    name: `Chain ${ctx.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [ctx.rpcUrl] } },
  })
  const client = createWalletClient({ account: ctx.account, chain, transport: http(ctx.rpcUrl) })
  // Signed here with the local key and sent raw, as a real wallet does: the node never signs.
  return client.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value === undefined ? undefined : BigInt(tx.value),
    gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
  })
}

/** Answers one session request, or throws a {@link WalletRpcError}. */
export async function answerRequest(ctx: RequestContext, method: string, params: unknown): Promise<unknown> {
  const args = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [ctx.account.address]
    case 'eth_chainId':
      return numberToHex(ctx.chainId)
    case 'personal_sign':
      sameAddress(ctx, args[1])
      return ctx.account.signMessage({ message: { raw: args[0] as Hex } })
    case 'eth_signTypedData_v4': {
      sameAddress(ctx, args[0])
      const typed = (typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition
      return ctx.account.signTypedData(typed)
    }
    case 'eth_sendTransaction':
      sameAddress(ctx, (args[0] as { from?: string })?.from)
      return sendTransaction(ctx, args[0] as TransactionRequest)
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const target = Number((args[0] as { chainId?: string })?.chainId)
      if (!ctx.chains.includes(target)) throw new WalletRpcError(4902, `Unrecognized chain ID ${target}.`)
      await ctx.switchChain(target)
      return null
    }
    case 'wallet_getCapabilities':
      if (!ctx.calls) break
      return capabilities(ctx.calls.options, ctx.chainId)
    case 'wallet_sendCalls': {
      if (!ctx.calls) break
      const request = args[0] as SendCallsParams
      sameAddress(ctx, request.from)
      const { to, data, value } = batchTransaction(ctx.calls.options, request.calls)
      const hash = await sendTransaction(ctx, { to, data, value: numberToHex(value) })
      const id = numberToHex(ctx.calls.bundles.size + 1, { size: 32 })
      ctx.calls.bundles.set(id, hash)
      return { id }
    }
    case 'wallet_getCallsStatus': {
      if (!ctx.calls) break
      const hash = ctx.calls.bundles.get(args[0] as string)
      if (!hash) throw new WalletRpcError(5730, 'Unknown bundle id')
      const receipt = (await forward(ctx.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: Hex } | null
      const base = { version: '2.0.0', id: args[0], chainId: numberToHex(ctx.chainId), atomic: true }
      if (!receipt) return { ...base, status: 100, receipts: [] }
      return { ...base, status: receipt.status === '0x1' ? 200 : 500, receipts: [receipt] }
    }
  }
  return forward(ctx.rpcUrl, method, params)
}
