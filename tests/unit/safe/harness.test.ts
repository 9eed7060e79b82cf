import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashMessage } from 'viem'
import { startAnvil, rpc, type Anvil } from '../../peers/anvil'
import { ERROR_SAFES, SAFE_ADDRESS, createSafeState } from '../../peers/safe-host/fixtures'
import { startGateway, type GatewayServer } from '../../peers/safe-host/gateway'
import { safeMessageHash as harnessMessageHash } from '../../peers/safe-host/messages'
import { deployMockSafe, markSigned } from '../../peers/safe-host/mock-safe'
import { getSafeInfo, getBalances, getFiatCurrencies } from '../../../web/src/safe/gateway/endpoints'
import { safeMessageHash, verifySafeSignature } from '../../../web/src/safe/messages'

/** Our gateway client and EIP-1271 check against the harness's real peers on 127.0.0.1. */
describe('against the harness gateway and the mock Safe on anvil', () => {
  let anvil: Anvil
  let server: GatewayServer
  beforeAll(async () => {
    anvil = await startAnvil()
    await deployMockSafe(anvil.url, SAFE_ADDRESS, 10n ** 18n)
    server = await startGateway({ chainId: anvil.chainId, anvilUrl: anvil.url, state: createSafeState() })
  })
  afterAll(async () => {
    await server?.stop()
    await anvil?.stop()
  })
  const gateway = () => ({ baseUrl: server.url })

  it('serves the Safe, fiat codes and live balances', async () => {
    const info = await getSafeInfo(gateway(), { chainId: anvil.chainId, address: SAFE_ADDRESS })
    expect(info).toMatchObject({ threshold: 2, implementationVersionState: 'UP_TO_DATE', version: '1.4.1' })
    expect(await getFiatCurrencies(gateway())).toContain('EUR')
    const balances = await getBalances(gateway(), { chainId: anvil.chainId, address: SAFE_ADDRESS }, 'eur')
    expect(balances.items[0].balance).toBe(String(10n ** 18n))
    expect(balances.fiatTotal).toBe('2760.00')
  })

  it('answers each error path', async () => {
    const ask = (address: string) => getSafeInfo(gateway(), { chainId: anvil.chainId, address })
    await expect(ask(ERROR_SAFES.errorBody)).rejects.toThrow('1: Safe not found')
    await expect(ask(ERROR_SAFES.statusText)).rejects.toThrow('Bad Gateway')
    await expect(ask(ERROR_SAFES.garbage)).rejects.toThrow('Invalid response content')
  })

  it('files messages under the hash the app computes', () => {
    expect(safeMessageHash(anvil.chainId, SAFE_ADDRESS, 'hello')).toBe(harnessMessageHash(anvil.chainId, hashMessage('hello')))
  })

  it('verifies a Safe signature on-chain with EIP-1271', async () => {
    const request = (args: { method: string; params: unknown[] }) => rpc(anvil.url, args.method, args.params)
    expect(await verifySafeSignature(request, SAFE_ADDRESS, 'signed by the Safe')).toBeNull()
    await markSigned(anvil.url, SAFE_ADDRESS, hashMessage('signed by the Safe'))
    expect(await verifySafeSignature(request, SAFE_ADDRESS, 'signed by the Safe')).toBe('0x1626ba7e')
    // An address without code answers nothing: not valid.
    expect(await verifySafeSignature(request, '0x000000000000000000000000000000000000dEaD', 'signed by the Safe')).toBeNull()
  })
})
