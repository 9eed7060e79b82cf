import { encodeFunctionData, hashMessage, hashTypedData, type Address, type Hex } from 'viem'

/**
 * Safe messages: the hash Safe{Wallet} files a message under, and the EIP-1271 check that a Safe
 * signed it. Safe contracts answer both forms of `isValidSignature`: the bytes32 one with
 * 0x1626ba7e (EIP-1271) and the older bytes one with 0x20c13b0b.
 */

export const EIP1271_MAGIC_VALUE = '0x1626ba7e'
export const EIP1271_LEGACY_MAGIC_VALUE = '0x20c13b0b'

const isValidSignatureHash = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_dataHash', type: 'bytes32' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

const isValidSignatureBytes = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: '_data', type: 'bytes' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const

/** The key the gateway files an off-chain message under: EIP-712 `SafeMessage` of the message's EIP-191 hash. */
export function safeMessageHash(chainId: number, safe: Address, message: string): Hex {
  return hashTypedData({
    domain: { chainId, verifyingContract: safe },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: hashMessage(message) },
  })
}

type Request = (args: { method: 'eth_call'; params: [{ to: Address; data: Hex }, 'latest'] }) => Promise<unknown>

/**
 * Whether `safe` accepts `signature` for `message`, asked on-chain. An empty signature asks
 * whether the Safe signed the message on-chain. Returns the magic value that matched, or null.
 */
export async function verifySafeSignature(
  request: Request,
  safe: Address,
  message: string,
  signature: Hex = '0x',
): Promise<Hex | null> {
  const dataHash = hashMessage(message)
  const checks: [Hex, Hex][] = [
    [encodeFunctionData({ abi: isValidSignatureHash, args: [dataHash, signature] }), EIP1271_MAGIC_VALUE],
    [encodeFunctionData({ abi: isValidSignatureBytes, args: [dataHash, signature] }), EIP1271_LEGACY_MAGIC_VALUE],
  ]
  for (const [data, magic] of checks) {
    // A Safe without the handler for one form reverts; that is a "no" for that form.
    const result = await request({ method: 'eth_call', params: [{ to: safe, data }, 'latest'] }).catch(() => '0x')
    if (typeof result === 'string' && result.slice(0, 10).toLowerCase() === magic) return magic
  }
  return null
}
