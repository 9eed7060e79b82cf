import {
  createPublicClient,
  http,
  isAddressEqual,
  isErc6492Signature,
  recoverMessageAddress,
  type Address,
  type Hex,
} from 'viem'
import { chainById } from './chain.ts'
import { AuthError } from './errors.ts'

export interface SignatureClaim {
  address: Address
  message: string
  signature: Hex
}

/** Answers whether `signature` is `address`'s EIP-191 signature of `message`. */
export type SignatureVerifier = (claim: SignatureClaim) => Promise<boolean>

/**
 * Verifies EOA signatures locally and, for contract accounts, asks the chain: EIP-1271
 * `isValidSignature` for deployed accounts (a Safe) and ERC-6492 for counterfactual ones, both
 * through viem's `verifyMessage`.
 */
export function createSignatureVerifier({ chainId, rpcUrl }: { chainId: number; rpcUrl?: string }): SignatureVerifier {
  const client = createPublicClient({
    chain: chainById(chainId),
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
  })
  return async ({ address, message, signature }) => {
    // ECDSA recovery first: most people sign with an EOA, and this needs no RPC round trip, so
    // sign-in keeps working while the RPC is slow or down.
    try {
      if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
    } catch {
      // Not a plain 65-byte signature; a contract account may still accept it.
    }
    // viem's verifyMessage reports an unreachable RPC as "not valid"; asking for the code first
    // tells the two apart, so a contract account is never told its signature is wrong when the
    // chain simply could not be asked.
    const unreachable = (error: unknown) =>
      new AuthError(
        502,
        'rpc_unavailable',
        `Could not reach chain ${chainId} to check a contract account: ${(error as Error).message.split('\n')[0]}`,
      )
    const code = await client.getCode({ address }).catch((error: unknown) => {
      throw unreachable(error)
    })
    // No code and no ERC-6492 wrapper (an account still to be deployed): an EOA whose key did not sign.
    if (!code && !isErc6492Signature(signature)) return false
    return client.verifyMessage({ address, message, signature }).catch((error: unknown) => {
      throw unreachable(error)
    })
  }
}
