import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  encodeFunctionData,
  hashMessage,
  http,
  parseAbi,
  parseErc6492Signature,
  type Hex,
} from 'viem'
import { startAnvil, rpc, type Anvil } from '../../peers/anvil.ts'
import {
  ERROR_SAFES,
  OWNER_KEYS,
  OWNERS,
  ONCHAIN_SAFE,
  PENDING_SAFE,
  SAFE_ADDRESS,
  SAFE_BALANCE_WEI,
  THRESHOLD,
  createSafeState,
  type SafeState,
} from '../../peers/safe-host/fixtures.ts'
import { startGateway, type GatewayServer } from '../../peers/safe-host/gateway.ts'
import { deployHarnessSafes } from '../../peers/safe-host/index.ts'
import { safeMessageHash as harnessMessageHash } from '../../peers/safe-host/messages.ts'
import { packSignatures, readSafe, signAsOwner } from '../../peers/safe-host/safe-chain.ts'
import { confirmTransactions, proposeTransaction, rejectTransaction } from '../../peers/safe-host/transactions.ts'
import { handleCall } from '../../peers/safe-host/host-methods.ts'
import { counterfactualSafeAccount, safeAccount } from '../../peers/safe-host/safe-account.ts'
import { SAFE_CONTRACTS } from '../../peers/safe-host/safe-contracts.ts'
import { checkContractAccount } from '../../../web/shared/auth/contract-account.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import {
  getSafeInfo,
  getBalances,
  getFiatCurrencies,
  getTransactionQueue,
} from '../../../web/kit/safe/gateway/endpoints.ts'
import { safeMessageHash, verifySafeSignature } from '../../../web/kit/safe/messages.ts'

/** Our gateway client and EIP-1271 check against the harness's gateway and real Safe 1.4.1 contracts on anvil. */
describe('against the harness gateway and real Safes on anvil', () => {
  let anvil: Anvil
  let server: GatewayServer
  let state: SafeState
  beforeAll(async () => {
    anvil = await startAnvil()
    await deployHarnessSafes(anvil.url)
    state = createSafeState()
    server = await startGateway({ chainId: anvil.chainId, anvilUrl: anvil.url, state })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await anvil?.stop()
  })
  const gateway = () => ({ baseUrl: server.url })
  const request = (args: { method: string; params: unknown[] }) => rpc(anvil.url, args.method, args.params)

  it('serves the Safe as the chain has it, fiat codes and live balances', async () => {
    const info = await getSafeInfo(gateway(), { chainId: anvil.chainId, address: SAFE_ADDRESS })
    expect(info).toMatchObject({ threshold: 2, nonce: 0, implementationVersionState: 'UP_TO_DATE', version: '1.4.1' })
    expect(info.owners.map((o) => o.value)).toEqual(OWNERS)
    expect(await readSafe(anvil.url, SAFE_ADDRESS)).toEqual({ owners: OWNERS, threshold: 2, nonce: 0 })
    expect(await getFiatCurrencies(gateway())).toContain('EUR')
    const balances = await getBalances(gateway(), { chainId: anvil.chainId, address: SAFE_ADDRESS }, 'eur')
    expect(balances.items[0].balance).toBe(String(SAFE_BALANCE_WEI))
    expect(balances.fiatTotal).toBe('13800.00')
  })

  it('answers each error path', async () => {
    const ask = (address: string) => getSafeInfo(gateway(), { chainId: anvil.chainId, address })
    await expect(ask(ERROR_SAFES.errorBody)).rejects.toThrow('1: Safe not found')
    await expect(ask(ERROR_SAFES.statusText)).rejects.toThrow('Bad Gateway')
    await expect(ask(ERROR_SAFES.garbage)).rejects.toThrow('Invalid response content')
  })

  it('files messages under the hash the app computes', () => {
    expect(safeMessageHash(anvil.chainId, SAFE_ADDRESS, 'hello')).toBe(
      harnessMessageHash(anvil.chainId, SAFE_ADDRESS, hashMessage('hello')),
    )
  })

  it("the real Safe accepts its owners' signatures with both EIP-1271 magic values, and nothing less", async () => {
    const messageHash = safeMessageHash(anvil.chainId, SAFE_ADDRESS, 'signed by the Safe')
    const signatures = await Promise.all(
      OWNER_KEYS.slice(0, 2).map(async (key, i) => ({
        owner: OWNERS[i],
        signature: await signAsOwner(key, messageHash),
      })),
    )
    expect(await verifySafeSignature(request, SAFE_ADDRESS, 'signed by the Safe')).toBeNull()
    expect(await verifySafeSignature(request, SAFE_ADDRESS, 'signed by the Safe', signatures[0].signature)).toBeNull()
    expect(await verifySafeSignature(request, SAFE_ADDRESS, 'signed by the Safe', packSignatures(signatures))).toBe(
      '0x1626ba7e',
    )
    const legacy = encodeFunctionData({
      abi: parseAbi(['function isValidSignature(bytes, bytes) view returns (bytes4)']),
      args: [hashMessage('signed by the Safe'), packSignatures(signatures)],
    })
    expect(
      ((await rpc<Hex>(anvil.url, 'eth_call', [{ to: SAFE_ADDRESS, data: legacy }, 'latest'])) as string).slice(0, 10),
    ).toBe('0x20c13b0b')
    // An address without code answers nothing: not valid.
    expect(
      await verifySafeSignature(request, '0x000000000000000000000000000000000000dEaD', 'signed by the Safe'),
    ).toBeNull()
  })

  it('signs as a Safe, deployed (EIP-1271) or not yet (ERC-6492), as the chain checks it; a stranger is refused', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const hash = hashMessage('signed in as a Safe')
    const check = (address: Hex, signature: Hex) => checkContractAccount(client, { address, hash, signature })
    const deployed = safeAccount({ chainId: anvil.chainId, safe: SAFE_ADDRESS, signerKeys: OWNER_KEYS.slice(1) })
    expect(await check(SAFE_ADDRESS, await deployed.signHash(hash))).toBe(true)

    const safe = (signerKeys: Hex[]) =>
      counterfactualSafeAccount({
        chainId: anvil.chainId,
        owners: OWNERS,
        threshold: THRESHOLD,
        saltNonce: 99n,
        signerKeys,
      })
    const undeployed = safe(OWNER_KEYS.slice(0, 2))
    const signature = await undeployed.signHash(hash)
    expect(parseErc6492Signature(signature).address).toBe(SAFE_CONTRACTS.proxyFactory)
    expect(await check(undeployed.address, signature)).toBe(true)
    await expect(check(undeployed.address, await safe([OWNER_KEYS[0], DEV_KEYS[5]]).signHash(hash))).rejects.toThrow(
      /GS026/, // the Safe's own words: "Invalid owner provided"
    )
    expect(await rpc<Hex>(anvil.url, 'eth_getCode', [undeployed.address, 'latest'])).toBe('0x')
  })

  it('a transaction waits for the second owner, then executes through execTransaction', async () => {
    const to = '0x000000000000000000000000000000000000bEEF'
    const { safeTxHash } = await proposeTransaction(anvil.url, state, PENDING_SAFE, [{ to, value: '5', data: '0x' }])
    const queue = await getTransactionQueue(gateway(), { chainId: anvil.chainId, address: PENDING_SAFE })
    expect(
      queue.results.map((item) =>
        item.type === 'TRANSACTION' ? item.transaction.txStatus : item.type === 'LABEL' ? item.label : item.type,
      ),
    ).toEqual(['Next', 'AWAITING_CONFIRMATIONS'])
    expect(await rpc<Hex>(anvil.url, 'eth_getBalance', [to, 'latest'])).toBe('0x0')

    expect(await confirmTransactions(anvil.url, state, PENDING_SAFE)).toBe(1)
    const executed = state.transactions.get(safeTxHash.toLowerCase())!.executed!
    const receipt = await rpc<{ status: Hex; to: string }>(anvil.url, 'eth_getTransactionReceipt', [executed.txHash])
    expect(receipt).toMatchObject({ status: '0x1', to: PENDING_SAFE.toLowerCase() })
    expect(await rpc<Hex>(anvil.url, 'eth_getBalance', [to, 'latest'])).toBe('0x5')
    expect((await readSafe(anvil.url, PENDING_SAFE)).nonce).toBe(1)
    expect((await getTransactionQueue(gateway(), { chainId: anvil.chainId, address: PENDING_SAFE })).results).toEqual(
      [],
    )
  })

  /** Answers Safe Apps calls for ONCHAIN_SAFE as the host's page does, over one session's context. */
  function onChainHostCall({ proposer }: { proposer: boolean }) {
    const ctx = {
      chainId: anvil.chainId,
      anvilUrl: anvil.url,
      hostOrigin: '',
      appOrigin: '',
      state,
      permissions: new Map(),
    }
    const settings = { safe: ONCHAIN_SAFE, reject: false, grantPermissions: true, infoDelayMs: 0, proposer }
    return (method: string, params: unknown) => handleCall(ctx, 'session', settings, method, params)
  }

  it('a Safe that signs on-chain: its owners execute SignMessageLib, then the empty signature is valid', async () => {
    const call = onChainHostCall({ proposer: false })
    const client = createPublicClient({ transport: http(anvil.url) })
    const text = 'signed on-chain by the Safe'
    const check = () =>
      checkContractAccount(client, { address: ONCHAIN_SAFE, hash: hashMessage(text), signature: '0x' })

    const answer = (await call('signMessage', { message: text })) as { safeTxHash: Hex }
    expect(Object.keys(answer)).toEqual(['safeTxHash'])
    const status = async () =>
      ((await call('getTxBySafeTxHash', { safeTxHash: answer.safeTxHash })) as { txStatus: string }).txStatus
    expect(await status()).toBe('AWAITING_CONFIRMATIONS')
    await expect(check()).rejects.toThrow(/signature check failed/)

    expect(await confirmTransactions(anvil.url, state, ONCHAIN_SAFE, { owners: 1, execute: false })).toBe(1)
    expect(await status()).toBe('AWAITING_EXECUTION')
    await confirmTransactions(anvil.url, state, ONCHAIN_SAFE)
    expect(await status()).toBe('SUCCESS')
    expect(await check()).toBe(true)
    // Any other message is still not signed.
    await expect(
      checkContractAccount(client, { address: ONCHAIN_SAFE, hash: hashMessage('another'), signature: '0x' }),
    ).rejects.toThrow(/signature check failed/)
  })

  it('a transaction the owners replace at its nonce (a rejection) is CANCELLED, and the queue goes on', async () => {
    const call = onChainHostCall({ proposer: true })
    const { safeTxHash } = (await call('signMessage', { message: 'never signed' })) as { safeTxHash: Hex }
    const details = async (hash: Hex) =>
      (await call('getTxBySafeTxHash', { safeTxHash: hash })) as {
        txStatus: string
        detailedExecutionInfo: { confirmations: unknown[] }
      }
    // Filed by a proposer: no owner confirmed it yet.
    expect((await details(safeTxHash)).detailedExecutionInfo.confirmations).toEqual([])
    expect(await rejectTransaction(anvil.url, state, ONCHAIN_SAFE)).toBe(safeTxHash)
    expect((await details(safeTxHash)).txStatus).toBe('CANCELLED')
    expect((await getTransactionQueue(gateway(), { chainId: anvil.chainId, address: ONCHAIN_SAFE })).results).toEqual(
      [],
    )

    const next = (await call('signMessage', { message: 'signed after a rejection' })) as { safeTxHash: Hex }
    await confirmTransactions(anvil.url, state, ONCHAIN_SAFE)
    expect((await details(next.safeTxHash)).txStatus).toBe('SUCCESS')
  })
})
