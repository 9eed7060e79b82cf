import type { Frame, Page } from '@playwright/test'
import { encodeFunctionData, formatEther, getAddress, hashMessage, parseAbi, type Address, type Hex } from 'viem'
import { safeMessageHash } from '../../web/kit/safe/messages.ts'
import { rpc } from '../peers/anvil.ts'
import { OWNERS, PENDING_SAFE, SAFE_ADDRESS } from '../peers/safe-host/fixtures.ts'
import { readSafe } from '../peers/safe-host/safe-chain.ts'
import { SAFE_CONTRACTS } from '../peers/safe-host/safe-contracts.ts'
import { appUrl, expect, test } from './fixtures.ts'

/*
 * A Safe App on real Safe 1.4.1 contracts (tests/peers/safe-host/safe-contracts.ts): the host
 * proposes, the owners sign, `execTransaction` runs on anvil. PENDING_SAFE's other owners confirm
 * only when a test asks the harness to. In every test the app's own RPC (and the chain's public
 * one) is unreachable: inside a Safe, all chain access goes through the host.
 */

const anvilUrl = () => process.env.E2E_RPC_URL!
const chainId = () => Number(process.env.E2E_CHAIN_ID)
const hostUrl = (path = '', safe: Address = PENDING_SAFE) =>
  `${process.env.E2E_SAFE_HOST_URL}/${path}${path.includes('?') ? '&' : '?'}safe=${safe}`
const gatewayGet = async <T>(path: string) =>
  (await (await fetch(`${process.env.E2E_SAFE_GATEWAY_URL}${path}`)).json()) as T
/** How the account button shows an address: first 4 and last 4 hex digits. */
const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`
const RECIPIENT = getAddress('0x000000000000000000000000000000000000c0De')

type HarnessWindow = { harness: { calls: { method: string; params: unknown }[] } }
type QueueItem = {
  type: string
  transaction?: { id: string; txStatus: string; executionInfo: { nonce: number; confirmationsSubmitted: number } }
}

const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as HarnessWindow).harness.calls)
const balanceOf = async (address: Address) => BigInt(await rpc<Hex>(anvilUrl(), 'eth_getBalance', [address, 'latest']))
const queued = (safe: Address) =>
  gatewayGet<{ results: QueueItem[] }>(`/v1/chains/${chainId()}/safes/${safe}/transactions/queued`)
const transaction = (safeTxHash: string) =>
  gatewayGet<{ txStatus: string; txHash: Hex | null; txData: { to: { value: Address }; operation: number } }>(
    `/v1/chains/${chainId()}/transactions/${safeTxHash}`,
  )

/** The other owners of PENDING_SAFE sign, and the harness executes what is ready. */
async function confirmAsOtherOwners() {
  const response = await fetch(`${process.env.E2E_SAFE_HOST_URL}/control/confirm-transactions`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

/** Requests to the app's RPC or the chain's public one: each is aborted, as an unreachable network would. */
let rpcRequests: string[] = []
const APP_RPCS = () => [new URL(anvilUrl()).host, '127.0.0.1:8545', 'localhost:8545']

test.beforeEach(async ({ page }) => {
  rpcRequests = []
  await page.route(
    (url) => APP_RPCS().includes(url.host),
    (route) => {
      rpcRequests.push(`${route.request().url()} ${route.request().postData() ?? ''}`)
      return route.abort('connectionrefused')
    },
  )
})

async function appFrame(page: Page): Promise<Frame> {
  const origin = new URL(appUrl()).origin
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(origin))).toBe(true)
  return page.frames().find((f) => f.url().startsWith(origin))!
}

function providerRequest(frame: Frame, request: { method: string; params?: unknown[] }) {
  return frame.evaluate(async (args) => {
    const provider = (window as unknown as { __safeProvider: { request(r: object): Promise<unknown> } }).__safeProvider
    return provider.request(args)
  }, request)
}

test('the block holds: top-level, the app asks its own RPC for the balance and cannot reach it', async ({ page }) => {
  await page.goto(appUrl())
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-option-dev.beacon.testwallet').click()
  await expect(page.getByTestId('account-button')).toContainText('0xf39F…2266')
  await expect.poll(() => rpcRequests.some((request) => request.includes('eth_getBalance'))).toBe(true)
  await expect(page.locator('.kit-account-balance')).toHaveCount(0)
})

test('with its RPC unreachable the app connects, shows the balance, signs and sends through the host', async ({
  page,
}) => {
  await page.goto(hostUrl('', SAFE_ADDRESS))
  const app = page.frameLocator('#app')
  const button = app.getByTestId('account-button')
  await expect(button).toContainText(short(SAFE_ADDRESS))
  // As an English page shows it: grouped, at most 3 fraction digits.
  const balance = Number(formatEther(await balanceOf(SAFE_ADDRESS))).toLocaleString('en', { maximumFractionDigits: 3 })
  await expect(button).toContainText(`${balance} ETH`)

  await app.getByTestId('sign-message').click()
  // Off-chain, Safe{Wallet} answers with the message hash alone: the signature is the owners' to give.
  await expect(app.getByTestId('sign-result')).toHaveText(
    'Sent to the Safe: the signature is ready once its owners confirm it.',
  )
  await expect.poll(async () => (await hostCalls(page)).map((c) => c.method)).toContain('signMessage')

  const { nonce } = await readSafe(anvilUrl(), SAFE_ADDRESS)
  await app.getByTestId('send-transaction').click()
  await expect(app.getByTestId('send-result')).toHaveText('Transaction sent')
  // The default Safe's second owner confirms at once: execTransaction ran on anvil.
  expect((await readSafe(anvilUrl(), SAFE_ADDRESS)).nonce).toBe(nonce + 1)
  await button.click()
  await expect(app.getByTestId('transactions').locator('.kit-tx[data-status=confirmed]')).toHaveCount(1)
  expect(rpcRequests).toEqual([])
})

test('a test transaction awaits the second owner, then runs through execTransaction and turns confirmed', async ({
  page,
}) => {
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  await expect(app.getByTestId('account-button')).toContainText(short(PENDING_SAFE))
  const before = await readSafe(anvilUrl(), PENDING_SAFE)

  await app.getByTestId('send-transaction').click()
  await expect(app.getByTestId('send-result')).toHaveText('Transaction sent')
  const waiting = (await queued(PENDING_SAFE)).results.filter((item) => item.type === 'TRANSACTION')
  expect(waiting).toHaveLength(1)
  expect(waiting[0].transaction).toMatchObject({
    txStatus: 'AWAITING_CONFIRMATIONS',
    executionInfo: { nonce: before.nonce, confirmationsSubmitted: 1 },
  })
  const safeTxHash = waiting[0].transaction!.id.split('_').at(-1)!

  await app.getByTestId('account-button').click()
  const transactions = app.getByTestId('transactions')
  await expect(transactions.locator('.kit-tx[data-status=pending]')).toHaveCount(1)
  const panel = app.getByTestId('safe-panel')
  await expect(panel.getByTestId('safe-queue')).toHaveText(`1 queued, next nonce ${before.nonce}`)
  expect((await readSafe(anvilUrl(), PENDING_SAFE)).nonce).toBe(before.nonce)
  expect((await transaction(safeTxHash)).txHash).toBeNull()

  await confirmAsOtherOwners()
  await expect(transactions.locator('.kit-tx[data-status=confirmed]')).toHaveCount(1)
  const executed = await transaction(safeTxHash)
  expect(executed.txStatus).toBe('SUCCESS')
  const receipt = await rpc<{ status: Hex; to: Address }>(anvilUrl(), 'eth_getTransactionReceipt', [executed.txHash])
  expect(receipt.status).toBe('0x1')
  expect(getAddress(receipt.to)).toBe(PENDING_SAFE)
  expect((await readSafe(anvilUrl(), PENDING_SAFE)).nonce).toBe(before.nonce + 1)
  expect(rpcRequests).toEqual([])
})

test('wallet_sendCalls runs a batch as one MultiSend Safe transaction', async ({ page }) => {
  await page.goto(hostUrl())
  const frame = await appFrame(page)
  await expect(page.frameLocator('#app').getByTestId('account-button')).toContainText(short(PENDING_SAFE))
  const [recipientBefore, ownerBefore] = [await balanceOf(RECIPIENT), await balanceOf(OWNERS[2])]

  const calls = [
    { to: RECIPIENT, value: '0x7' },
    { to: OWNERS[2], value: '0x9' },
  ]
  const { id } = (await providerRequest(frame, {
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', from: PENDING_SAFE, calls }],
  })) as { id: Hex }
  expect(
    ((await providerRequest(frame, { method: 'wallet_getCallsStatus', params: [id] })) as { status: number }).status,
  ).toBe(100)
  const sends = (await hostCalls(page)).filter((c) => c.method === 'sendTransactions')
  expect(sends).toEqual([
    {
      method: 'sendTransactions',
      params: {
        txs: [
          { to: RECIPIENT, value: '7', data: '0x' },
          { to: OWNERS[2], value: '9', data: '0x' },
        ],
      },
    },
  ])
  expect((await transaction(id)).txData).toMatchObject({
    to: { value: SAFE_CONTRACTS.multiSendCallOnly },
    operation: 1,
  })

  await confirmAsOtherOwners()
  const status = (await providerRequest(frame, { method: 'wallet_getCallsStatus', params: [id] })) as {
    status: number
    receipts: { status: Hex }[]
  }
  expect(status.status).toBe(200)
  expect(status.receipts).toHaveLength(1)
  expect(await balanceOf(RECIPIENT)).toBe(recipientBefore + 7n)
  expect(await balanceOf(OWNERS[2])).toBe(ownerBefore + 9n)
  expect(rpcRequests).toEqual([])
})

test('a message the owners signed is valid on the real Safe with both EIP-1271 magic values', async ({ page }) => {
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  await app.getByTestId('account-button').click()
  const panel = app.getByTestId('safe-panel')
  const text = `Owners agree ${Date.now()}`
  await panel.getByRole('textbox', { name: 'Message' }).fill(text)
  await panel.getByRole('button', { name: 'Sign message' }).click()
  await expect(panel.getByTestId('safe-message-status')).toHaveText('Needs confirmation (1 of 2)')
  await panel.getByRole('button', { name: 'Verify on-chain' }).click()
  await expect(panel.getByTestId('safe-signature-check')).toHaveText('Not a valid signature of this Safe')

  const confirmed = await fetch(`${process.env.E2E_SAFE_HOST_URL}/control/confirm-messages`, { method: 'POST' })
  expect(confirmed.ok).toBe(true)
  await expect(panel.getByTestId('safe-message-status')).toHaveText('Confirmed (2 of 2)')
  await panel.getByRole('button', { name: 'Verify on-chain' }).click()
  await expect(panel.getByTestId('safe-signature-check')).toHaveText('Valid EIP-1271 signature (0x1626ba7e)')

  // The same owners' signatures, asked of the Safe directly in both forms.
  const messageHash = safeMessageHash(chainId(), PENDING_SAFE, text)
  const { preparedSignature } = await gatewayGet<{ preparedSignature: Hex }>(
    `/v1/chains/${chainId()}/messages/${messageHash}`,
  )
  expect(preparedSignature).toMatch(/^0x[0-9a-f]{260}$/)
  const ask = async (data: Hex) =>
    (await rpc<Hex>(anvilUrl(), 'eth_call', [{ to: PENDING_SAFE, data }, 'latest'])).slice(0, 10)
  const abi = parseAbi([
    'function isValidSignature(bytes32, bytes) view returns (bytes4)',
    'function isValidSignature(bytes, bytes) view returns (bytes4)',
  ])
  const dataHash = hashMessage(text)
  expect(await ask(encodeFunctionData({ abi: [abi[0]], args: [dataHash, preparedSignature] }))).toBe('0x1626ba7e')
  expect(await ask(encodeFunctionData({ abi: [abi[1]], args: [dataHash, preparedSignature] }))).toBe('0x20c13b0b')
  expect(rpcRequests).toEqual([])
})

test("the Safe panel's owners, threshold and next nonce are the chain's", async ({ page }) => {
  await page.goto(hostUrl())
  const app = page.frameLocator('#app')
  await app.getByTestId('account-button').click()
  const panel = app.getByTestId('safe-panel')
  const chain = await readSafe(anvilUrl(), PENDING_SAFE)
  await expect(panel.getByTestId('safe-threshold')).toHaveText(`${chain.threshold} of ${chain.owners.length} owners`)
  await expect(panel.getByTestId('safe-queue')).toHaveText(`0 queued, next nonce ${chain.nonce}`)
  const owners = panel.getByRole('list', { name: 'Owners' }).getByRole('listitem')
  await expect(owners).toHaveCount(chain.owners.length)
  expect(await owners.evaluateAll((items) => items.map((item) => item.getAttribute('title')))).toEqual(chain.owners)
  expect(chain.owners).toEqual(OWNERS)
  expect(rpcRequests).toEqual([])
})
