import { getAddress, numberToHex, pad, type Address, type Hex } from 'viem'
import { rpc } from '../anvil'

/**
 * A stand-in Safe contract for anvil. Real Safe contracts are not available offline, so this
 * answers what apps ask a Safe on-chain: both EIP-1271 `isValidSignature` forms, with the magic
 * value when the data hash is marked signed in storage (like a Safe's `signedMessages`) and zero
 * otherwise. Any other call (a plain ETH transfer) succeeds and does nothing.
 */
const MOCK_SAFE_CODE: Hex = `0x${[
  // selector = calldata[0:4]
  '6000', '35', '60e0', '1c',
  // bytes32 form -> L1 (0x1d), bytes form -> L2 (0x2a)
  '80', '631626ba7e', '14', '61001d', '57',
  '80', '6320c13b0b', '14', '61002a', '57',
  '00',
  // L1 (0x1d): [sel, hash = calldata[4:36], magic]
  '5b', '6004', '35', '631626ba7e', '610037', '56',
  // L2 (0x2a): [sel, hash = first word of the bytes argument, magic]
  '5b', '6004', '35', '6024', '01', '35', '6320c13b0b',
  // CHECK (0x37): return magic if storage[hash] != 0 else zero
  '5b', '90', '54', '15', '61004a', '57',
  '60e0', '1b', '6000', '52', '6020', '6000', 'f3',
  // NO (0x4a)
  '5b', '6000', '6000', '52', '6020', '6000', 'f3',
].join('')}`

/** Puts the mock Safe at `address` with `balanceWei`, and lets anvil send from it. */
export async function deployMockSafe(anvilUrl: string, address: Address, balanceWei: bigint): Promise<void> {
  await rpc(anvilUrl, 'anvil_setCode', [address, MOCK_SAFE_CODE])
  await rpc(anvilUrl, 'anvil_setBalance', [address, numberToHex(balanceWei)])
  await rpc(anvilUrl, 'anvil_impersonateAccount', [address])
}

/** Marks `dataHash` as signed by the Safe, as a confirmed message makes it. */
export async function markSigned(anvilUrl: string, safe: Address, dataHash: Hex): Promise<void> {
  await rpc(anvilUrl, 'anvil_setStorageAt', [safe, dataHash, pad('0x01')])
}

/** Sends one transaction from the Safe (anvil mines it at once) and returns its hash. */
export async function executeFromSafe(anvilUrl: string, safe: Address, tx: { to: string; value: bigint; data: Hex }): Promise<Hex> {
  return rpc<Hex>(anvilUrl, 'eth_sendTransaction', [{ from: safe, to: getAddress(tx.to), value: numberToHex(tx.value), data: tx.data }])
}
