import {
  BaseError,
  encodeDeployData,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  ExecutionRevertedError,
  isErc6492Signature,
  parseAbi,
  RpcRequestError,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { InvalidSignatureError } from './errors.ts'

/**
 * Gas for a deployed account's `isValidSignature`. A Safe checking an on-chain approval or a few
 * owner signatures needs 10k–50k; a passkey account verifying P-256 in Solidity (no RIP-7212
 * precompile) 300k–400k. 1M leaves that room twice over while a broken or hostile account costs
 * the node a few milliseconds, not a block's worth (anvil and geth default to 30M–50M per call).
 */
export const ERC1271_GAS_LIMIT = 1_000_000n

/**
 * Gas for an undeployed account checked through ERC-6492: the validator deployed inside the call
 * (~0.12M with a trivial account, measured on anvil), the account's factory (a Safe proxy with
 * its setup ~0.3M; smart wallets installing modules up to ~1M), then the same `isValidSignature`
 * budget as a deployed account.
 */
export const ERC6492_GAS_LIMIT = 3_000_000n

/** What `isValidSignature` returns for "yes": the magic value 0x1626ba7e, ABI-encoded as one word. */
const MAGIC_WORD: Hex = `0x1626ba7e${'00'.repeat(28)}`
const erc1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

/**
 * Failures of the account's own code, as nodes word them when the call ran: a revert, running out
 * of the gas we allowed, an invalid opcode or stack error (geth, anvil/reth, Nethermind, Erigon).
 */
const EXECUTION_FAILED =
  /revert|out ?of ?gas|gas required exceeds|invalid ?(fe)?opcode|bad ?instruction|stack ?(underflow|overflow)/i
const OUT_OF_GAS = /out ?of ?gas|gas required exceeds/i

export interface ContractClaim {
  address: Address
  hash: Hex
  signature: Hex
}

/**
 * Asks the chain whether the contract account at `address` (deployed, or counterfactual with an
 * ERC-6492 signature) accepts `signature` for `hash`. False for an address with no code and no
 * ERC-6492 wrapper; throws {@link InvalidSignatureError} when the account's code refuses, fails
 * or answers anything but "yes". Transport and node errors propagate: the caller reports them as
 * the chain being unavailable. The client must have CCIP-Read off (see createSignatureVerifier).
 */
export async function checkContractAccount(client: PublicClient, claim: ContractClaim): Promise<boolean> {
  // ERC-6492 first: a wrapped signature carries the factory call that deploys the account, and the
  // validator only runs it when the account has no code yet.
  if (isErc6492Signature(claim.signature)) return viaErc6492Validator(client, claim)
  const code = await client.getCode({ address: claim.address })
  // No code and no ERC-6492 wrapper (an account still to be deployed): an EOA whose key did not sign.
  if (!code) return false
  return viaIsValidSignature(client, claim)
}

/** EIP-1271 straight to the account, so we see its exact answer and can cap its gas. */
async function viaIsValidSignature(client: PublicClient, { address, hash, signature }: ContractClaim) {
  const data = encodeFunctionData({ abi: erc1271Abi, functionName: 'isValidSignature', args: [hash, signature] })
  const result = await refusedOnFailure(
    address,
    ERC1271_GAS_LIMIT,
    client.call({ to: address, data, gas: ERC1271_GAS_LIMIT }),
  )
  // Exactly one word holding the magic value: a longer answer, dirty padding or a short one is not
  // the ABI encoding of "yes" (viem's own check only looks at the first four bytes).
  if (result.data?.toLowerCase() === MAGIC_WORD) return true
  throw new InvalidSignatureError(`${address} is a contract account and its isValidSignature did not answer "valid"`)
}

/**
 * ERC-6492's validator, deployed inside the call (no validator contract needed on the chain): it
 * runs the factory, then `isValidSignature`, and returns a single byte 0x01 for "valid".
 */
async function viaErc6492Validator(client: PublicClient, { address, hash, signature }: ContractClaim) {
  const data = encodeDeployData({
    abi: erc6492SignatureValidatorAbi,
    args: [address, hash, signature],
    bytecode: erc6492SignatureValidatorByteCode,
  })
  const result = await refusedOnFailure(address, ERC6492_GAS_LIMIT, client.call({ data, gas: ERC6492_GAS_LIMIT }))
  if (result.data === '0x01') return true
  throw new InvalidSignatureError(`${address} is a contract account (ERC-6492) that did not accept the signature`)
}

/**
 * The call's failure as a verdict when the node ran it and the account's code failed: the account
 * did not prove the signature within its budget. Anything else (timeouts, HTTP errors, rate
 * limits, node errors we do not recognise) is rethrown: the chain was not asked, or did not answer.
 */
async function refusedOnFailure<T>(address: Address, gas: bigint, call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    const failure = executionFailure(error)
    if (failure === undefined) throw error
    throw new InvalidSignatureError(
      OUT_OF_GAS.test(failure)
        ? `${address} is a contract account that did not check the signature within ${gas} gas`
        : `${address} is a contract account whose signature check failed: ${failure}`,
    )
  }
}

/** The node's words for an execution failure in `error`'s cause chain, if that is what it is. */
function executionFailure(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk(
    (e) => e instanceof ExecutionRevertedError || (e instanceof RpcRequestError && EXECUTION_FAILED.test(e.details)),
  )
  // The node's words may carry the account's own revert reason: kept short in our answer.
  return found ? ((found as BaseError).details || 'execution reverted').slice(0, 200) : undefined
}
