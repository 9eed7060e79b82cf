import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { rpc } from '../anvil'
import { ERROR_SAFES, FIAT_RATES, GATEWAY_ERROR_BODY, OWNERS, SAFE_ADDRESS, SAFE_VERSION, type SafeState } from './fixtures'
import { balances, message, queue, safeInfo, transactionDetails } from './gateway-routes'
import { addSignature, dataHashOf, safeMessageHash } from './messages'

export interface GatewayServer {
  url: string
  stop(): Promise<void>
}

type Reply = { status: number; body?: unknown; raw?: string }
type Route = [method: 'GET' | 'POST', pattern: RegExp, handle: (match: string[], body: unknown, url: URL) => Promise<Reply> | Reply]

const ok = (body: unknown): Reply => ({ status: 200, body })
const notFound = (what: string): Reply => ({ status: 404, body: { code: 404, message: `${what} not found` } })
const page = (results: unknown[]) => ok({ count: results.length, next: null, previous: null, results })
const isSafe = (address: string) => address.toLowerCase() === SAFE_ADDRESS.toLowerCase()

/** The answers for the error-path Safes, whatever endpoint is asked about them. */
function errorReply(path: string): Reply | undefined {
  const lower = path.toLowerCase()
  if (lower.includes(ERROR_SAFES.errorBody.toLowerCase())) return { status: 404, body: GATEWAY_ERROR_BODY }
  if (lower.includes(ERROR_SAFES.statusText.toLowerCase())) return { status: 502, raw: '' }
  if (lower.includes(ERROR_SAFES.garbage.toLowerCase())) return { status: 200, raw: '<html>upstream hiccup</html>' }
  return undefined
}

/**
 * A local Safe client gateway on 127.0.0.1 serving fixture answers for every endpoint of spec §7
 * (see gateway-routes.ts), backed by the same state as the host harness.
 */
export async function startGateway({ chainId, anvilUrl, state }: { chainId: number; anvilUrl: string; state: SafeState }): Promise<GatewayServer> {
  const chain = { chainId: String(chainId), chainName: 'Anvil', shortName: 'anvil', l2: false, description: '', rpcUri: { authentication: 'NO_AUTHENTICATION', value: anvilUrl }, blockExplorerUriTemplate: { address: '', txHash: '', api: '' }, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' }, gasPrice: [], features: ['SAFE_APPS', 'EIP1271'] }
  const safePath = `/v1/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})`
  const routes: Route[] = [
    ['GET', /^\/v1\/balances\/supported-fiat-codes$/, () => ok(Object.keys(FIAT_RATES))],
    ['GET', new RegExp(`^${safePath}$`), ([a]) => (isSafe(a) ? ok(safeInfo(chainId, state)) : notFound('Safe'))],
    ['GET', new RegExp(`^${safePath}/(incoming-transfers|module-transactions|multisig-transactions)/$`), () => page([])],
    ['GET', new RegExp(`^${safePath}/balances/(\\w+)$`), async ([a, currency]) => {
      if (!isSafe(a)) return notFound('Safe')
      const wei = BigInt(await rpc<Hex>(anvilUrl, 'eth_getBalance', [SAFE_ADDRESS, 'latest']))
      return balances(currency, wei) ? ok(balances(currency, wei)) : { status: 400, body: { code: 400, message: `Unsupported fiat code ${currency}` } }
    }],
    ['GET', new RegExp(`^/v1/chains/${chainId}/owners/(0x[0-9a-fA-F]{40})/safes$`), ([owner]) => ok({ safes: OWNERS.some((o) => o.toLowerCase() === owner.toLowerCase()) ? [SAFE_ADDRESS] : [] })],
    ['GET', new RegExp(`^${safePath}/collectibles$`), () => ok([])],
    ['GET', new RegExp(`^/v2/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})/collectibles$`), () => page([])],
    ['GET', new RegExp(`^${safePath}/transactions/history$`), () => page([...state.transactions.keys()].map((hash) => ({ type: 'TRANSACTION', conflictType: 'None', transaction: transactionDetails(chainId, hash, state) })))],
    ['GET', new RegExp(`^${safePath}/transactions/queued$`), () => ok(queue(state))],
    ['GET', new RegExp(`^/v1/chains/${chainId}/transactions/([^/]+)$`), ([id]) => {
      const details = transactionDetails(chainId, id.replace(/^multisig_0x[0-9a-fA-F]{40}_/, ''), state)
      return details ? ok(details) : notFound('Transaction')
    }],
    ['POST', new RegExp(`^/v2/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})/multisig-transactions/estimations$`), () => ok({ currentNonce: state.nonce, recommendedNonce: state.nonce, safeTxGas: '0' })],
    ['POST', new RegExp(`^/v1/chains/${chainId}/transactions/(0x[0-9a-fA-F]{40})/propose$`), (_, body) => ok({ txStatus: 'AWAITING_CONFIRMATIONS', proposal: body })],
    ['GET', /^\/v1\/chains$/, () => page([chain])],
    ['GET', new RegExp(`^/v1/chains/${chainId}$`), () => ok(chain)],
    ['GET', new RegExp(`^/v1/chains/${chainId}/safe-apps$`), () => ok([])],
    ['GET', new RegExp(`^/v1/chains/${chainId}/about/master-copies$`), () => ok([{ address: '0x41675C099F32341bf84BFc5382aF534df5C7461a', version: SAFE_VERSION, deployer: 'Safe', deployedBlockNumber: 0, lastIndexedBlockNumber: 0 }])],
    ['POST', new RegExp(`^/v1/chains/${chainId}/data-decoder$`), (_, body) => {
      const { data } = (body ?? {}) as { data?: string }
      return typeof data === 'string' && data.length >= 10 ? ok({ method: data.slice(0, 10), parameters: [] }) : { status: 400, body: { code: 400, message: 'Invalid data' } }
    }],
    ['GET', new RegExp(`^${safePath}/messages$`), () => page([...state.messages.keys()].map((hash) => ({ type: 'MESSAGE', ...message(hash, state) })))],
    ['POST', new RegExp(`^${safePath}/messages$`), async (_, body) => {
      const { message: text, signature } = body as { message: unknown; signature: Hex }
      await addSignature(state, safeMessageHash(chainId, dataHashOf(text)), signature, text)
      return { status: 201 }
    }],
    ['GET', new RegExp(`^/v1/chains/${chainId}/messages/(0x[0-9a-fA-F]{64})$`), ([hash]) => (message(hash, state) ? ok(message(hash, state)) : notFound('Message'))],
    ['POST', new RegExp(`^/v1/chains/${chainId}/messages/(0x[0-9a-fA-F]{64})/signatures$`), async ([hash], body) => {
      if (!message(hash, state)) return notFound('Message')
      await addSignature(state, hash as Hex, (body as { signature: Hex }).signature)
      return { status: 201 }
    }],
    ['GET', new RegExp(`^/v1/chains/${chainId}/delegates$`), () => page([])],
  ]

  async function handle(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://gateway')
    const failing = errorReply(url.pathname)
    if (failing) return failing
    let text = ''
    for await (const chunk of req) text += chunk
    for (const [method, pattern, route] of routes) {
      const match = req.method === method ? pattern.exec(url.pathname) : null
      if (match) return route(match.slice(1), text ? JSON.parse(text) : undefined, url)
    }
    return notFound(`${req.method} ${url.pathname}`)
  }

  const server = createServer((req, res: ServerResponse) => {
    // The app calls from its own origin: a cross-origin fetch with a JSON body needs CORS.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    handle(req).then(
      (reply) => {
        const payload = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
        res.writeHead(reply.status, payload && reply.raw === undefined ? { 'content-type': 'application/json' } : {}).end(payload)
      },
      (error: Error) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 500, message: error.message })),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
