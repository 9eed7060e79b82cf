import { encodePacked, hashTypedData, size, type Address, type Hex } from 'viem'
import { rpc } from '../anvil'
import { ADDRESS_BOOK, OWNER_KEYS, OWNERS, SAFE_ADDRESS, THRESHOLD, type SafeState } from './fixtures'
import { balances, transactionDetails } from './gateway-routes'
import { addSignature, dataHashOf, safeMessageHash, signAsOwner } from './messages'
import { executeFromSafe, markSigned } from './mock-safe'

/** What a test can change in the host page at run time (`harness.set({...})`). */
export interface HostSettings {
  /** Which Safe the host reports (see fixtures.ts for the error-path ones). */
  safe: Address
  /** The user rejects every signing and sending prompt. */
  reject: boolean
  /** The user's answer to a permission prompt. */
  grantPermissions: boolean
}

export interface HostContext {
  chainId: number
  anvilUrl: string
  hostOrigin: string
  appOrigin: string
  state: SafeState
  /** Permissions granted per page session, as Safe{Wallet} keeps them per app. */
  permissions: Map<string, { parentCapability: string; invoker: string; date: number; caveats: [] }[]>
}

interface BaseTransaction {
  to: Address
  value: string
  data: Hex
}

/** Safe 1.4.1's MultiSendCallOnly, the target of a batch. */
const MULTI_SEND = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'

/** The safeTxHash a Safe would sign for these calls at `nonce` (a batch is one MultiSend call). */
function safeTxHash(chainId: number, txs: BaseTransaction[], nonce: number): Hex {
  const single = txs.length === 1
  const data = single
    ? txs[0].data
    : encodePacked(
        txs.flatMap(() => ['uint8', 'address', 'uint256', 'uint256', 'bytes'] as const),
        txs.flatMap((tx) => [0, tx.to, BigInt(tx.value), BigInt(size(tx.data)), tx.data]),
      )
  return hashTypedData({
    domain: { chainId, verifyingContract: SAFE_ADDRESS },
    types: {
      SafeTx: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'operation', type: 'uint8' },
        { name: 'safeTxGas', type: 'uint256' },
        { name: 'baseGas', type: 'uint256' },
        { name: 'gasPrice', type: 'uint256' },
        { name: 'gasToken', type: 'address' },
        { name: 'refundReceiver', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'SafeTx',
    message: {
      to: single ? txs[0].to : MULTI_SEND,
      value: single ? BigInt(txs[0].value) : 0n,
      data,
      operation: single ? 0 : 1,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: BigInt(nonce),
    },
  })
}

/**
 * The owners confirm and execute at once: every call runs on anvil from the Safe's address, and
 * the safeTxHash is recorded against the executed transaction, as the gateway would index it.
 */
async function sendTransactions(ctx: HostContext, txs: BaseTransaction[]) {
  const nonce = ctx.state.nonce
  const hash = safeTxHash(ctx.chainId, txs, nonce)
  const txHashes: Hex[] = []
  for (const tx of txs) txHashes.push(await executeFromSafe(ctx.anvilUrl, SAFE_ADDRESS, { to: tx.to, value: BigInt(tx.value), data: tx.data }))
  ctx.state.transactions.set(hash.toLowerCase(), { txHashes, to: txs[0].to, value: txs[0].value, data: txs[0].data, nonce, executedAt: Date.now() })
  ctx.state.nonce += 1
  return { safeTxHash: hash }
}

/**
 * Off-chain signing: the first owner signs and files the message; it stays NEEDS_CONFIRMATION
 * until another owner confirms (POST /control/confirm-messages). A confirmed message is
 * marked signed on the mock Safe, so EIP-1271 checks pass.
 */
async function signMessage(ctx: HostContext, message: unknown) {
  const dataHash = dataHashOf(message)
  const messageHash = safeMessageHash(ctx.chainId, dataHash)
  const confirmed = await addSignature(ctx.state, messageHash, await signAsOwner(OWNER_KEYS[0], messageHash), message)
  if (confirmed) await markSigned(ctx.anvilUrl, SAFE_ADDRESS, dataHash)
  return { messageHash }
}

/** Every pending message gets the remaining owners' signatures. */
export async function confirmMessages(ctx: HostContext): Promise<number> {
  let count = 0
  for (const [messageHash, entry] of ctx.state.messages) {
    for (const key of OWNER_KEYS.slice(1, THRESHOLD)) await addSignature(ctx.state, messageHash as Hex, await signAsOwner(key, messageHash as Hex))
    await markSigned(ctx.anvilUrl, SAFE_ADDRESS, entry.dataHash)
    count += 1
  }
  return count
}

const hasAddressBookPermission = (ctx: HostContext, session: string) =>
  (ctx.permissions.get(session) ?? []).some((p) => p.parentCapability === 'requestAddressBook')

/** Answers one Safe Apps call as Safe{Wallet} does; a thrown error's text is the reply's error. */
export async function handleCall(ctx: HostContext, session: string, settings: HostSettings, method: string, params: unknown): Promise<unknown> {
  const prompt = (what: string) => {
    if (settings.reject) throw new Error(`${what} was rejected`)
  }
  switch (method) {
    case 'getSafeInfo':
      return { safeAddress: settings.safe, chainId: ctx.chainId, threshold: THRESHOLD, owners: OWNERS, isReadOnly: false, nonce: ctx.state.nonce, implementation: '0x41675C099F32341bf84BFc5382aF534df5C7461a', modules: null, fallbackHandler: null, guard: null, version: '1.4.1' }
    case 'getChainInfo':
      return { chainName: 'Anvil', chainId: String(ctx.chainId), shortName: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' }, blockExplorerUriTemplate: { address: '', txHash: '', api: '' } }
    case 'getEnvironmentInfo':
      return { origin: ctx.hostOrigin }
    case 'rpcCall': {
      const { call, params: args } = params as { call: string; params: unknown[] }
      return rpc(ctx.anvilUrl, call, args)
    }
    case 'sendTransactions':
      prompt('Transaction')
      return sendTransactions(ctx, (params as { txs: BaseTransaction[] }).txs)
    case 'getTxBySafeTxHash': {
      const details = transactionDetails(ctx.chainId, (params as { safeTxHash: string }).safeTxHash, ctx.state)
      if (!details) throw new Error('404: Transaction not found')
      return details
    }
    case 'signMessage':
      prompt('Signature')
      return signMessage(ctx, (params as { message: string }).message)
    case 'signTypedMessage':
      prompt('Signature')
      return signMessage(ctx, (params as { typedData: unknown }).typedData)
    case 'getOffChainSignature': {
      const entry = ctx.state.messages.get(String(params).toLowerCase())
      return entry && entry.signatures.length >= THRESHOLD ? entry.signatures.map((s) => s.signature).join('') : ''
    }
    case 'getSafeBalances': {
      const wei = BigInt(await rpc<Hex>(ctx.anvilUrl, 'eth_getBalance', [settings.safe, 'latest']))
      return balances((params as { currency?: string }).currency ?? 'usd', wei)
    }
    case 'wallet_getPermissions':
      return ctx.permissions.get(session) ?? []
    case 'wallet_requestPermissions': {
      if (!settings.grantPermissions) throw new Error('Permissions rejected')
      const granted = (params as Record<string, unknown>[]).flatMap((request) =>
        Object.keys(request).map((parentCapability) => ({ parentCapability, invoker: ctx.appOrigin, date: Date.now(), caveats: [] as [] })),
      )
      ctx.permissions.set(session, [...(ctx.permissions.get(session) ?? []), ...granted])
      return ctx.permissions.get(session)
    }
    case 'requestAddressBook':
      if (!hasAddressBookPermission(ctx, session)) throw new Error('Permissions rejected')
      return ADDRESS_BOOK.map((entry) => ({ ...entry, chainId: String(ctx.chainId) }))
    default:
      throw new Error(`Method ${method} is not supported`)
  }
}
