import { serializeErc6492Signature, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { safeMessageHash } from './messages.ts'
import { packSignatures, signAsOwner } from './safe-chain.ts'
import { createProxyCall, safeProxyAddress, SAFE_CONTRACTS } from './safe-contracts.ts'

/**
 * A Safe as a wallet speaks for it: an address, and the signature its `isValidSignature` takes for
 * a message hash (an EIP-191 or EIP-712 hash). What Safe{Wallet} answers `personal_sign` with once
 * enough owners confirmed the message.
 */
export interface SafeAccount {
  address: Address
  signHash(hash: Hex): Promise<Hex>
}

/**
 * A deployed Safe whose owners holding `signerKeys` confirm every message at once: each signs the
 * SafeMessage hash of the message hash (what the CompatibilityFallbackHandler checks), and the
 * signatures are packed in owner order.
 */
export function safeAccount({
  chainId,
  safe,
  signerKeys,
}: {
  chainId: number
  safe: Address
  signerKeys: Hex[]
}): SafeAccount {
  return {
    address: safe,
    async signHash(hash) {
      const messageHash = safeMessageHash(chainId, safe, hash)
      const signatures = await Promise.all(
        signerKeys.map(async (key) => ({
          owner: privateKeyToAddress(key),
          signature: await signAsOwner(key, messageHash),
        })),
      )
      return packSignatures(signatures)
    },
  }
}

/**
 * A Safe not deployed yet (ERC-6492): its address follows from owners, threshold and salt nonce
 * (CREATE2 through the proxy factory), and every signature wraps the owners' in the factory call
 * that would create it, for a verifier to run inside its check. Nothing is ever deployed.
 */
export function counterfactualSafeAccount({
  chainId,
  owners,
  threshold,
  saltNonce,
  signerKeys,
}: {
  chainId: number
  owners: Address[]
  threshold: number
  saltNonce: bigint
  signerKeys: Hex[]
}): SafeAccount {
  const safe = safeAccount({ chainId, safe: safeProxyAddress(owners, threshold, saltNonce), signerKeys })
  const data = createProxyCall(owners, threshold, saltNonce)
  return {
    address: safe.address,
    signHash: async (hash) =>
      serializeErc6492Signature({ address: SAFE_CONTRACTS.proxyFactory, data, signature: await safe.signHash(hash) }),
  }
}
