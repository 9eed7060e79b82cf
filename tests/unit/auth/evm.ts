import {
  concat,
  getContractAddress,
  numberToHex,
  pad,
  serializeErc6492Signature,
  size,
  type Address,
  type Hex,
} from 'viem'

/**
 * Hand-assembled EVM code for contract accounts in tests, planted on anvil with anvil_setCode.
 * Each helper returns runtime code unless it says otherwise.
 */

/** EIP-1271's "valid": the selector of isValidSignature(bytes32,bytes). */
export const MAGIC = '0x1626ba7e'

/** Code that returns `selector` as one ABI word (left-aligned bytes4), as Solidity does. */
export function returnWord(selector: Hex): Hex {
  return concat(['0x63', selector, '0x60e01b', '0x600052', '0x60206000f3'])
}

/**
 * `isValidSignature(hash, sig)` answers the magic value for one approved hash and 0xffffffff
 * otherwise, ignoring `sig`. That is how a Safe treats a message its owners approved on chain
 * (signMessage), with an empty signature.
 */
export function approvingAccountCode(approved: Hex): Hex {
  const head = concat(['0x600435', '0x7f', approved, '0x14'])
  const rejected = returnWord('0xffffffff')
  const jumpdest = size(head) + 3 + size(rejected)
  return concat([head, '0x60', numberToHex(jumpdest, { size: 1 }), '0x57', rejected, '0x5b', returnWord(MAGIC)])
}

/** Says "valid" to any hash and signature. */
export const APPROVES_ANYTHING: Hex = returnWord(MAGIC)

/** Reverts with no data, whatever it is asked. */
export const REVERTS: Hex = '0x60006000fd'

/** Returns `data` (at most 255 bytes) verbatim, whatever it is asked. */
export function returnsBytes(data: Hex): Hex {
  const length = numberToHex(size(data), { size: 1 })
  // PUSH1 len PUSH1 12 PUSH1 0 CODECOPY PUSH1 len PUSH1 0 RETURN, then the data (from byte 12).
  return concat(['0x60', length, '0x600c600039', '0x60', length, '0x6000f3', data])
}

/** Code that loops `iterations` times at 26 gas each (at most 2^24 - 1), then goes on with the next code. */
function burn(iterations: number): Hex {
  // PUSH3 n; JUMPDEST(4); PUSH1 1; SWAP1; SUB; DUP1; PUSH1 4; JUMPI; POP
  return concat(['0x62', numberToHex(iterations, { size: 3 }), '0x5b600190038060045750'])
}

/** Burns about `gas` gas in a loop, then says "valid" to anything. */
export function approvesAfterBurning(gas: number): Hex {
  return concat([burn(Math.ceil(gas / 26)), APPROVES_ANYTHING])
}

/** Init code that deploys `runtime`. */
export function deployCode(runtime: Hex): Hex {
  // PUSH2 len DUP1 PUSH1 12 PUSH1 0 CODECOPY PUSH1 0 RETURN, then the runtime (from byte 12).
  return concat(['0x61', numberToHex(size(runtime), { size: 2 }), '0x80600c6000396000f3', runtime])
}

/**
 * A factory for counterfactual (ERC-6492) accounts: burns about `gas` gas, then CREATE2s its
 * calldata as init code with salt 0.
 */
export function factoryCode(gas = 26): Hex {
  // CALLDATASIZE PUSH1 0 PUSH1 0 CALLDATACOPY; PUSH1 0 CALLDATASIZE PUSH1 0 PUSH1 0 CREATE2; STOP
  return concat([burn(Math.max(1, Math.ceil(gas / 26))), '0x36600060003760003660006000f500'])
}

/** The account `factory` deploys from `initCode`, and a signature that says so (ERC-6492). */
export function counterfactual(factory: Address, initCode: Hex): { address: Address; signature: Hex } {
  return {
    address: getContractAddress({ opcode: 'CREATE2', from: factory, salt: pad('0x00'), bytecode: initCode }),
    signature: serializeErc6492Signature({ address: factory, data: initCode, signature: '0x' }),
  }
}
