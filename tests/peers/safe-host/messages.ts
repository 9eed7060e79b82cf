import {
  hashMessage,
  hashTypedData,
  isHex,
  recoverAddress,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { OWNERS, type SafeState } from './fixtures.ts'

/** Off-chain Safe messages as Safe{Wallet} keeps them: filed under their SafeMessage hash. */

/** The EIP-191 or EIP-712 hash of what the app asked to sign (hex text is raw bytes). */
export function dataHashOf(message: unknown): Hex {
  if (typeof message === 'string') return hashMessage(isHex(message) ? { raw: message } : message)
  return hashTypedData(message as TypedDataDefinition)
}

/** What the Safe's CompatibilityFallbackHandler checks the owners' signatures against. */
export function safeMessageHash(chainId: number, safe: Address, dataHash: Hex): Hex {
  return hashTypedData({
    domain: { chainId, verifyingContract: safe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: dataHash },
  })
}

/**
 * Records an owner's signature of a message of `safe`; returns how many owners signed it.
 * `message` files it when it is new.
 */
export async function addSignature(
  state: SafeState,
  safe: Address,
  messageHash: Hex,
  signature: Hex,
  message?: unknown,
): Promise<number> {
  const owner = await recoverAddress({ hash: messageHash, signature })
  if (!OWNERS.includes(owner as Address)) throw new Error(`${owner} is not an owner of the Safe`)
  const key = messageHash.toLowerCase()
  let entry = state.messages.get(key)
  if (!entry) {
    if (message === undefined) throw new Error('no such message')
    entry = { safe, message, dataHash: dataHashOf(message), signatures: [], created: Date.now() }
    state.messages.set(key, entry)
  }
  if (!entry.signatures.some((s) => s.owner === owner)) entry.signatures.push({ owner: owner as Address, signature })
  return entry.signatures.length
}
