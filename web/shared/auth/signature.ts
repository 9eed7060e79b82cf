import {
  createPublicClient,
  hashMessage,
  http,
  isAddressEqual,
  recoverMessageAddress,
  type Address,
  type Hex,
} from 'viem'
import { chainById } from './chain.ts'
import { checkContractAccount } from './contract-account.ts'
import { AuthError, RpcUnavailableError } from './errors.ts'

export interface SignatureClaim {
  address: Address
  message: string
  signature: Hex
}

/**
 * Answers whether `signature` is `address`'s EIP-191 signature of `message`. May throw an
 * {@link AuthError} instead: `invalid_signature` saying why a contract account refused, or
 * `rpc_unavailable` when the chain could not be asked.
 */
export type SignatureVerifier = (claim: SignatureClaim) => Promise<boolean>

/**
 * One JSON-RPC request's timeout. A healthy RPC answers eth_getCode or an eth_call of a few
 * hundred thousand gas in well under a second; 2 s tolerates a slow one and leaves room in
 * {@link CONTRACT_CHECK_DEADLINE_MS} for the one retry viem makes after a quick failure (a 503).
 */
export const RPC_TIMEOUT_MS = 2_000

/**
 * The whole contract-account check (code, then the call, with retries) answers within this, or
 * the sign-in is answered 502: someone is waiting on a spinner, and viem's retries alone are
 * unbounded in time (a Retry-After header is honoured whatever it says). Today's 10 s × 2 tries
 * per request was up to 40 s.
 */
export const CONTRACT_CHECK_DEADLINE_MS = 5_000

/**
 * Verifies EOA signatures locally and, for contract accounts, asks the chain: EIP-1271
 * `isValidSignature` for deployed accounts (a Safe) and ERC-6492 for counterfactual ones, each
 * call capped in gas (see contract-account.ts) and the whole check in time. Nothing is cached:
 * every sign-in asks the chain afresh, so an account that stops approving is refused at once.
 */
export function createSignatureVerifier({ chainId, rpcUrl }: { chainId: number; rpcUrl?: string }): SignatureVerifier {
  const client = createPublicClient({
    chain: chainById(chainId),
    transport: http(rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
    // An account reverting with OffchainLookup (EIP-3668) would otherwise make this server fetch
    // URLs of the account's choosing, outside our time budget.
    ccipRead: false,
  })
  return async ({ address, message, signature }) => {
    // ECDSA recovery first: most people sign with an EOA, and this needs no RPC round trip, so
    // sign-in keeps working while the RPC is slow or down.
    try {
      if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
    } catch {
      // Not a plain 65-byte signature; a contract account may still accept it.
    }
    const check = checkContractAccount(client, { address, hash: hashMessage(message), signature })
    return withDeadline(check, CONTRACT_CHECK_DEADLINE_MS).catch((error: unknown) => {
      // The account's own refusals are AuthErrors already; anything else means the chain was not
      // asked, and is never reported as a wrong signature.
      if (error instanceof AuthError) throw error
      throw new RpcUnavailableError(chainId, (error as Error).message.split('\n')[0])
    })
  }
}

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
