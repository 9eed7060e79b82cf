import { encodeFunctionData, getAddress, type Address, type Hex } from 'viem'
import { rpc } from '../anvil.ts'
import {
  ADDRESS_BOOK,
  isHarnessSafe,
  OWNER_KEYS,
  OWNERS,
  SAFE_SINGLETON,
  SAFE_VERSION,
  signsOnChain,
  THRESHOLD,
  type SafeState,
} from './fixtures.ts'
import { balances, transactionDetails } from './gateway-routes.ts'
import { addSignature, dataHashOf, safeMessageHash } from './messages.ts'
import { packSignatures, readSafe, signAsOwner, type BaseTransaction } from './safe-chain.ts'
import { SAFE_ARTIFACTS, SAFE_CONTRACTS } from './safe-contracts.ts'
import { proposeSafeTransaction, proposeTransaction } from './transactions.ts'

/** What a test can change in the host page at run time (`harness.set({...})`). */
export interface HostSettings {
  /** Which Safe the host reports (see fixtures.ts for the error-path ones). */
  safe: Address
  /** The user rejects every signing and sending prompt. */
  reject: boolean
  /** The user's answer to a permission prompt. */
  grantPermissions: boolean
  /** How long the host takes to answer getSafeInfo (a busy Safe{Wallet}); `?delay=` sets it. */
  infoDelayMs: number
  /**
   * The Safe{Wallet} user is a proposer, not an owner: the transactions it files (an on-chain
   * message's included) start with no owner's confirmation.
   */
  proposer: boolean
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

/**
 * The Safe as the chain has it. The gateway's error-path Safes are not on the chain: the host
 * reports them with the harness's owners, as it would any Safe it cannot tell apart.
 */
async function onChain(ctx: HostContext, safe: Address) {
  return isHarnessSafe(safe) ? readSafe(ctx.anvilUrl, safe) : { owners: OWNERS, threshold: THRESHOLD, nonce: 0 }
}

/**
 * Off-chain signing: the first owner signs the SafeMessage hash and files the message; below the
 * threshold it stays NEEDS_CONFIRMATION until another owner confirms (POST
 * /control/confirm-messages) and the answer is the hash alone. A message signed enough already
 * (a 1-of-1 Safe) comes with the Safe's signature, as Safe{Wallet} answers once it has it. The
 * owners' signatures together are what the Safe's EIP-1271 check accepts.
 */
async function signMessage(ctx: HostContext, safe: Address, message: unknown) {
  const messageHash = safeMessageHash(ctx.chainId, safe, dataHashOf(message))
  const signed = await addSignature(
    ctx.state,
    safe,
    messageHash,
    await signAsOwner(OWNER_KEYS[0], messageHash),
    message,
  )
  const { threshold } = await onChain(ctx, safe)
  if (signed < threshold) return { messageHash }
  return { messageHash, signature: packSignatures(ctx.state.messages.get(messageHash.toLowerCase())!.signatures) }
}

/**
 * On-chain signing (ONCHAIN_SAFE): Safe{Wallet} files a Safe transaction that delegatecalls
 * SignMessageLib.signMessage with the message's hash and answers with its safeTxHash alone. Once
 * the owners execute it, the Safe's `signedMessages` holds the message and its EIP-1271 check
 * accepts the empty signature.
 */
async function signMessageOnChain(ctx: HostContext, settings: HostSettings, safe: Address, message: unknown) {
  const data = encodeFunctionData({
    abi: SAFE_ARTIFACTS.signMessageLib.abi,
    functionName: 'signMessage',
    args: [dataHashOf(message)],
  })
  const call = { to: SAFE_CONTRACTS.signMessageLib, value: '0', data }
  return proposeSafeTransaction(ctx.anvilUrl, ctx.state, safe, { ...call, value: 0n, operation: 1 }, call, {
    signed: !settings.proposer,
  })
}

/** Every pending message gets the remaining owners' signatures, up to its Safe's threshold. */
export async function confirmMessages(ctx: HostContext): Promise<number> {
  let count = 0
  for (const [messageHash, entry] of ctx.state.messages) {
    const { threshold } = await readSafe(ctx.anvilUrl, entry.safe)
    if (entry.signatures.length >= threshold) continue
    for (const key of OWNER_KEYS.slice(1)) {
      if (entry.signatures.length >= threshold) break
      await addSignature(ctx.state, entry.safe, messageHash as Hex, await signAsOwner(key, messageHash as Hex))
    }
    count += 1
  }
  return count
}

const hasAddressBookPermission = (ctx: HostContext, session: string) =>
  (ctx.permissions.get(session) ?? []).some((p) => p.parentCapability === 'requestAddressBook')

/** Answers one Safe Apps call as Safe{Wallet} does; a thrown error's text is the reply's error. */
export async function handleCall(
  ctx: HostContext,
  session: string,
  settings: HostSettings,
  method: string,
  params: unknown,
): Promise<unknown> {
  const prompt = (what: string) => {
    if (settings.reject) throw new Error(`${what} was rejected`)
  }
  switch (method) {
    case 'getSafeInfo': {
      await new Promise((resolve) => setTimeout(resolve, settings.infoDelayMs))
      const { owners, threshold, nonce } = await onChain(ctx, settings.safe)
      return {
        safeAddress: getAddress(settings.safe),
        chainId: ctx.chainId,
        threshold,
        owners,
        isReadOnly: false,
        nonce,
        implementation: SAFE_SINGLETON,
        modules: null,
        fallbackHandler: SAFE_CONTRACTS.fallbackHandler,
        guard: null,
        version: SAFE_VERSION,
      }
    }
    case 'getChainInfo':
      return {
        chainName: 'Anvil',
        chainId: String(ctx.chainId),
        shortName: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
        blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
      }
    case 'getEnvironmentInfo':
      return { origin: ctx.hostOrigin }
    case 'rpcCall': {
      const { call, params: args } = params as { call: string; params: unknown[] }
      return rpc(ctx.anvilUrl, call, args)
    }
    case 'sendTransactions':
      prompt('Transaction')
      return proposeTransaction(
        ctx.anvilUrl,
        ctx.state,
        getAddress(settings.safe),
        (params as { txs: BaseTransaction[] }).txs,
      )
    case 'getTxBySafeTxHash': {
      const { safeTxHash } = params as { safeTxHash: string }
      const tx = ctx.state.transactions.get(safeTxHash.toLowerCase())
      if (!tx) throw new Error('404: Transaction not found')
      return transactionDetails(ctx.chainId, safeTxHash, ctx.state, await readSafe(ctx.anvilUrl, tx.safe))
    }
    case 'signMessage':
    case 'signTypedMessage': {
      prompt('Signature')
      const safe = getAddress(settings.safe)
      const message =
        method === 'signMessage'
          ? (params as { message: string }).message
          : (params as { typedData: unknown }).typedData
      return signsOnChain(safe) ? signMessageOnChain(ctx, settings, safe, message) : signMessage(ctx, safe, message)
    }
    case 'getOffChainSignature': {
      const entry = ctx.state.messages.get(String(params).toLowerCase())
      if (!entry) return ''
      const { threshold } = await readSafe(ctx.anvilUrl, entry.safe)
      return entry.signatures.length >= threshold ? packSignatures(entry.signatures) : ''
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
        Object.keys(request).map((parentCapability) => ({
          parentCapability,
          invoker: ctx.appOrigin,
          date: Date.now(),
          caveats: [] as [],
        })),
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
