import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  keccak256,
  numberToHex,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { rpc } from '../anvil.ts'
import { waitFor } from '../net.ts'

/**
 * Safe v1.4.1 on anvil, from the bytecode `@safe-global/safe-contracts` 1.4.1 ships. anvil has
 * no singleton factory for the canonical addresses, so one deployer account creates every
 * contract at addresses that follow from its nonces, and the proxy factory creates the Safes
 * (CREATE2), so every address here is known before anything is deployed.
 */

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

function artifact(path: string): Artifact {
  const file = require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`)
  const { abi, bytecode } = JSON.parse(readFileSync(file, 'utf8')) as Artifact
  return { abi, bytecode }
}

export const SAFE_ARTIFACTS = {
  singleton: artifact('Safe.sol/Safe'),
  proxyFactory: artifact('proxies/SafeProxyFactory.sol/SafeProxyFactory'),
  fallbackHandler: artifact('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler'),
  multiSend: artifact('libraries/MultiSend.sol/MultiSend'),
  multiSendCallOnly: artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly'),
  signMessageLib: artifact('libraries/SignMessageLib.sol/SignMessageLib'),
}
const PROXY = artifact('proxies/SafeProxy.sol/SafeProxy')

type ContractName = keyof typeof SAFE_ARTIFACTS

/** Nobody else sends from this account, so its nonces, and the addresses, start at 0. */
export const DEPLOYER: Address = getAddress('0x5afe000000000000000000000000000000000de9')

/** The order of deployment is part of the addresses. */
const ORDER = Object.keys(SAFE_ARTIFACTS) as ContractName[]

export const SAFE_CONTRACTS = Object.fromEntries(
  ORDER.map((name, nonce) => [name, getContractAddress({ from: DEPLOYER, nonce: BigInt(nonce) })]),
) as Record<ContractName, Address>

/** `setup` of a Safe with these owners and threshold and the CompatibilityFallbackHandler. */
export function safeSetupData(owners: Address[], threshold: number): Hex {
  return encodeFunctionData({
    abi: SAFE_ARTIFACTS.singleton.abi,
    functionName: 'setup',
    args: [owners, BigInt(threshold), zeroAddress, '0x', SAFE_CONTRACTS.fallbackHandler, zeroAddress, 0n, zeroAddress],
  })
}

/** Where `createProxyWithNonce(singleton, setup, saltNonce)` puts the Safe (SafeProxyFactory 1.4.1). */
export function safeProxyAddress(owners: Address[], threshold: number, saltNonce: bigint): Address {
  const salt = keccak256(
    concat([keccak256(safeSetupData(owners, threshold)), encodeAbiParameters([{ type: 'uint256' }], [saltNonce])]),
  )
  const bytecode = concat([PROXY.bytecode, encodeAbiParameters([{ type: 'address' }], [SAFE_CONTRACTS.singleton])])
  return getContractAddress({ opcode: 'CREATE2', from: SAFE_CONTRACTS.proxyFactory, salt, bytecode })
}

/** The proxy factory's `createProxyWithNonce` call that creates the Safe at {@link safeProxyAddress}. */
export function createProxyCall(owners: Address[], threshold: number, saltNonce: bigint): Hex {
  return encodeFunctionData({
    abi: SAFE_ARTIFACTS.proxyFactory.abi,
    functionName: 'createProxyWithNonce',
    args: [SAFE_CONTRACTS.singleton, safeSetupData(owners, threshold), saltNonce],
  })
}

interface Receipt {
  status: Hex
  contractAddress: Address | null
  transactionHash: Hex
}

/** Sends from an account anvil signs for (a dev account or an impersonated one); anvil mines at once. */
export async function sendFrom(
  anvilUrl: string,
  from: Address,
  tx: { to?: Address; data: Hex; value?: bigint },
): Promise<Receipt> {
  const hash = await rpc<Hex>(anvilUrl, 'eth_sendTransaction', [
    { from, to: tx.to, data: tx.data, value: numberToHex(tx.value ?? 0n) },
  ])
  // anvil answers with the hash once the transaction is in its pool; the block follows.
  let receipt: Receipt | null = null
  await waitFor(`receipt of ${hash}`, async () =>
    Boolean((receipt = await rpc<Receipt | null>(anvilUrl, 'eth_getTransactionReceipt', [hash]))),
  )
  if (receipt!.status !== '0x1') throw new Error(`transaction ${hash} failed`)
  return receipt!
}

/**
 * Deploys the Safe contracts once per chain; a second call finds them there and does nothing.
 * The deployer keeps enough ether to create and fund Safes, so no dev account's balance moves.
 */
export async function deploySafeContracts(anvilUrl: string): Promise<void> {
  await rpc(anvilUrl, 'anvil_impersonateAccount', [DEPLOYER])
  if ((await rpc<Hex>(anvilUrl, 'eth_getCode', [SAFE_CONTRACTS.signMessageLib, 'latest'])) !== '0x') return
  await rpc(anvilUrl, 'anvil_setBalance', [DEPLOYER, numberToHex(100n * 10n ** 18n)])
  for (const name of ORDER) {
    const { contractAddress } = await sendFrom(anvilUrl, DEPLOYER, { data: SAFE_ARTIFACTS[name].bytecode })
    if (contractAddress?.toLowerCase() !== SAFE_CONTRACTS[name].toLowerCase())
      throw new Error(`${name} deployed at ${contractAddress}, expected ${SAFE_CONTRACTS[name]}`)
  }
}

/** Creates a Safe through the proxy factory, as Safe{Wallet} does, and funds it from `funder`. */
export async function createSafe(
  anvilUrl: string,
  {
    owners,
    threshold,
    saltNonce,
    funder,
    balanceWei,
  }: { owners: Address[]; threshold: number; saltNonce: bigint; funder: Address; balanceWei: bigint },
): Promise<Address> {
  const address = safeProxyAddress(owners, threshold, saltNonce)
  if ((await rpc<Hex>(anvilUrl, 'eth_getCode', [address, 'latest'])) !== '0x') return address
  const data = createProxyCall(owners, threshold, saltNonce)
  await sendFrom(anvilUrl, funder, { to: SAFE_CONTRACTS.proxyFactory, data })
  if ((await rpc<Hex>(anvilUrl, 'eth_getCode', [address, 'latest'])) === '0x') throw new Error(`no Safe at ${address}`)
  await sendFrom(anvilUrl, funder, { to: address, data: '0x', value: balanceWei })
  return address
}
