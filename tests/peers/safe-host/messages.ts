import { hashMessage, hashTypedData, isHex, recoverAddress, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { OWNERS, SAFE_ADDRESS, THRESHOLD, type SafeState } from './fixtures'

/** Off-chain Safe messages as Safe{Wallet} keeps them: filed under their SafeMessage hash. */

/** The EIP-191 or EIP-712 hash of what the app asked to sign (hex text is raw bytes). */
export function dataHashOf(message: unknown): Hex {
  if (typeof message === 'string') return hashMessage(isHex(message) ? { raw: message } : message)
  return hashTypedData(message as TypedDataDefinition)
}

export function safeMessageHash(chainId: number, dataHash: Hex): Hex {
  return hashTypedData({
    domain: { chainId, verifyingContract: SAFE_ADDRESS },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: dataHash },
  })
}

export const signAsOwner = (key: Hex, hash: Hex) => privateKeyToAccount(key).sign({ hash })

/** Records an owner's signature; returns whether the message now has enough of them. */
export async function addSignature(state: SafeState, messageHash: Hex, signature: Hex, message?: unknown): Promise<boolean> {
  const owner = await recoverAddress({ hash: messageHash, signature })
  if (!OWNERS.includes(owner as Address)) throw new Error(`${owner} is not an owner of the Safe`)
  const key = messageHash.toLowerCase()
  let entry = state.messages.get(key)
  if (!entry) {
    if (message === undefined) throw new Error('no such message')
    entry = { message, dataHash: dataHashOf(message), signatures: [], created: Date.now() }
    state.messages.set(key, entry)
  }
  if (!entry.signatures.some((s) => s.owner === owner)) entry.signatures.push({ owner: owner as Address, signature })
  return entry.signatures.length >= THRESHOLD
}
