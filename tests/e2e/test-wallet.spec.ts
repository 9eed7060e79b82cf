import { recoverMessageAddress, type Hex } from 'viem'
import { rpc } from '../peers/anvil.ts'
import { appUrl, expect, test } from './fixtures.ts'
import { DEV_KEYS } from './wallet/options.ts'

/** Sends one EIP-1193 request to the injected test wallet, returning its result or its error. */
async function request(page: import('@playwright/test').Page, method: string, params: unknown[] = []) {
  return page.evaluate(
    async ([method, params]) => {
      const eth = (window as unknown as { ethereum: { request(a: object): Promise<unknown> } }).ethereum
      try {
        return { result: await eth.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

test.describe('the injected test wallet (harness)', () => {
  // Its own account, so the transactions here leave other tests' balances alone.
  test.use({ wallet: { chainId: 1, knownChains: [1, 31337], privateKey: DEV_KEYS[9] } })

  test('signs with its real key and sends real transactions to anvil', async ({ page }) => {
    await page.goto(appUrl())
    const [address] = (await request(page, 'eth_requestAccounts')).result as Hex[]
    const message = '0x68656c6c6f' as Hex
    const signature = (await request(page, 'personal_sign', [message, address])).result as Hex
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(address)

    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).result).toBeNull()
    const hash = (await request(page, 'eth_sendTransaction', [{ from: address, to: address, value: '0x1' }]))
      .result as Hex
    // anvil answers with the hash once the transaction is in its pool; the block follows.
    const receiptOf = () =>
      rpc<{ status: string; from: string } | null>(process.env.E2E_RPC_URL!, 'eth_getTransactionReceipt', [hash])
    await expect.poll(receiptOf, { message: `receipt of ${hash}` }).not.toBeNull()
    const receipt = (await receiptOf())!
    expect(receipt.status).toBe('0x1')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  })

  test('starts on another chain, answers 4902 for unknown chains, can refuse or reject', async ({ page }) => {
    await page.goto(appUrl())
    expect((await request(page, 'eth_chainId')).result).toBe('0x1')
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0xa' }])).error?.code).toBe(4902)

    await page.evaluate(() =>
      (window as unknown as { testWallet: { set(b: object): void } }).testWallet.set({ refuseSwitch: true }),
    )
    expect((await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).error?.code).toBe(4200)

    await page.evaluate(() =>
      (window as unknown as { testWallet: { set(b: object): void } }).testWallet.set({ reject: true }),
    )
    expect((await request(page, 'eth_requestAccounts')).error).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
  })
})
