import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, type Address, type Hex } from 'viem'
import { rpc } from '../anvil.ts'
import {
  ERROR_SAFES,
  FIAT_RATES,
  GATEWAY_ERROR_BODY,
  isHarnessSafe,
  SAFE_SETUPS,
  SAFE_SINGLETON,
  SAFE_VERSION,
  type SafePeerOptions,
} from './fixtures.ts'
import { createGatewayHang } from './gateway-hang.ts'
import { balances, history, message, queue, safeInfo, transactionDetails } from './gateway-routes.ts'
import { addSignature, dataHashOf, safeMessageHash } from './messages.ts'
import { readSafe } from './safe-chain.ts'

export interface GatewayServer {
  url: string
  stop(): Promise<void>
}

type Reply = { status: number; body?: unknown; raw?: string }
type Route = [
  method: 'GET' | 'POST',
  pattern: RegExp,
  handle: (match: string[], body: unknown, url: URL) => Promise<Reply> | Reply,
]

const ok = (body: unknown): Reply => ({ status: 200, body })
const notFound = (what: string): Reply => ({ status: 404, body: { code: 404, message: `${what} not found` } })
const page = (results: unknown[]) => ok({ count: results.length, next: null, previous: null, results })

/** The answers for the error-path Safes, whatever endpoint is asked about them. */
function errorReply(path: string): Reply | undefined {
  const lower = path.toLowerCase()
  if (lower.includes(ERROR_SAFES.errorBody.toLowerCase())) return { status: 404, body: GATEWAY_ERROR_BODY }
  if (lower.includes(ERROR_SAFES.statusText.toLowerCase())) return { status: 502, raw: '' }
  if (lower.includes(ERROR_SAFES.garbage.toLowerCase())) return { status: 200, raw: '<html>upstream hiccup</html>' }
  return undefined
}

/**
 * A local Safe client gateway on 127.0.0.1 answering every endpoint of docs/spec.md §7.3 (see
 * gateway-routes.ts): what a Safe is (owners, threshold, nonce, balance) comes from the real Safe
 * contracts on anvil, proposals and messages from the state it shares with the host harness.
 */
export async function startGateway({ chainId, anvilUrl, state }: SafePeerOptions): Promise<GatewayServer> {
  const chain = {
    chainId: String(chainId),
    chainName: 'Anvil',
    shortName: 'anvil',
    l2: false,
    description: '',
    rpcUri: { authentication: 'NO_AUTHENTICATION', value: anvilUrl },
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    gasPrice: [],
    features: ['SAFE_APPS', 'EIP1271'],
  }
  const safePath = `/v1/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})`
  /** Answers about one of the harness's Safes, read from the chain; 404 for any other address. */
  const forSafe =
    (address: string, answer: (safe: Address, chain: Awaited<ReturnType<typeof readSafe>>) => Reply | Promise<Reply>) =>
    async (): Promise<Reply> => {
      if (!isHarnessSafe(address)) return notFound('Safe')
      const safe = getAddress(address)
      return answer(safe, await readSafe(anvilUrl, safe))
    }
  /** The threshold of the Safe a transaction or message belongs to. */
  const thresholdOf = async (safe: Address) => (await readSafe(anvilUrl, safe)).threshold
  const routes: Route[] = [
    ['GET', /^\/v1\/balances\/supported-fiat-codes$/, () => ok(Object.keys(FIAT_RATES))],
    [
      'GET',
      new RegExp(`^${safePath}$`),
      ([a]) => forSafe(a, (safe, onChain) => ok(safeInfo(chainId, safe, onChain)))(),
    ],
    [
      'GET',
      new RegExp(`^${safePath}/(incoming-transfers|module-transactions|multisig-transactions)/$`),
      () => page([]),
    ],
    [
      'GET',
      new RegExp(`^${safePath}/balances/(\\w+)$`),
      ([a, currency]) =>
        forSafe(a, async (safe) => {
          const wei = BigInt(await rpc<Hex>(anvilUrl, 'eth_getBalance', [safe, 'latest']))
          return balances(currency, wei)
            ? ok(balances(currency, wei))
            : { status: 400, body: { code: 400, message: `Unsupported fiat code ${currency}` } }
        })(),
    ],
    [
      'GET',
      new RegExp(`^/v1/chains/${chainId}/owners/(0x[0-9a-fA-F]{40})/safes$`),
      ([owner]) =>
        ok({
          safes: SAFE_SETUPS.filter((setup) => setup.owners.some((o) => o.toLowerCase() === owner.toLowerCase())).map(
            (setup) => setup.address,
          ),
        }),
    ],
    ['GET', new RegExp(`^${safePath}/collectibles$`), () => ok([])],
    ['GET', new RegExp(`^/v2/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})/collectibles$`), () => page([])],
    [
      'GET',
      new RegExp(`^${safePath}/transactions/history$`),
      ([a]) => forSafe(a, (safe, onChain) => page(history(state, safe, onChain)))(),
    ],
    [
      'GET',
      new RegExp(`^${safePath}/transactions/queued$`),
      ([a]) => forSafe(a, (safe, onChain) => ok(queue(state, safe, onChain)))(),
    ],
    [
      'GET',
      new RegExp(`^/v1/chains/${chainId}/transactions/([^/]+)$`),
      async ([id]) => {
        const hash = id.replace(/^multisig_0x[0-9a-fA-F]{40}_/, '')
        const tx = state.transactions.get(hash.toLowerCase())
        return tx
          ? ok(transactionDetails(chainId, hash, state, await readSafe(anvilUrl, tx.safe)))
          : notFound('Transaction')
      },
    ],
    [
      'POST',
      new RegExp(`^/v2/chains/${chainId}/safes/(0x[0-9a-fA-F]{40})/multisig-transactions/estimations$`),
      ([a]) =>
        forSafe(a, (_, onChain) =>
          ok({ currentNonce: onChain.nonce, recommendedNonce: onChain.nonce, safeTxGas: '0' }),
        )(),
    ],
    [
      'POST',
      new RegExp(`^/v1/chains/${chainId}/transactions/(0x[0-9a-fA-F]{40})/propose$`),
      (_, body) => ok({ txStatus: 'AWAITING_CONFIRMATIONS', proposal: body }),
    ],
    ['GET', /^\/v1\/chains$/, () => page([chain])],
    ['GET', new RegExp(`^/v1/chains/${chainId}$`), () => ok(chain)],
    ['GET', new RegExp(`^/v1/chains/${chainId}/safe-apps$`), () => ok([])],
    [
      'GET',
      new RegExp(`^/v1/chains/${chainId}/about/master-copies$`),
      () =>
        ok([
          {
            address: SAFE_SINGLETON,
            version: SAFE_VERSION,
            deployer: 'Safe',
            deployedBlockNumber: 0,
            lastIndexedBlockNumber: 0,
          },
        ]),
    ],
    [
      'POST',
      new RegExp(`^/v1/chains/${chainId}/data-decoder$`),
      (_, body) => {
        const { data } = (body ?? {}) as { data?: string }
        return typeof data === 'string' && data.length >= 10
          ? ok({ method: data.slice(0, 10), parameters: [] })
          : { status: 400, body: { code: 400, message: 'Invalid data' } }
      },
    ],
    [
      'GET',
      new RegExp(`^${safePath}/messages$`),
      ([a]) =>
        forSafe(a, (safe, onChain) =>
          page(
            [...state.messages]
              .filter(([, m]) => m.safe === safe)
              .map(([hash]) => ({ type: 'MESSAGE', ...message(hash, state, onChain.threshold) })),
          ),
        )(),
    ],
    [
      'POST',
      new RegExp(`^${safePath}/messages$`),
      ([a], body) =>
        forSafe(a, async (safe) => {
          const { message: text, signature } = body as { message: unknown; signature: Hex }
          await addSignature(state, safe, safeMessageHash(chainId, safe, dataHashOf(text)), signature, text)
          return { status: 201 }
        })(),
    ],
    [
      'GET',
      new RegExp(`^/v1/chains/${chainId}/messages/(0x[0-9a-fA-F]{64})$`),
      async ([hash]) => {
        const entry = state.messages.get(hash.toLowerCase())
        return entry ? ok(message(hash, state, await thresholdOf(entry.safe))) : notFound('Message')
      },
    ],
    [
      'POST',
      new RegExp(`^/v1/chains/${chainId}/messages/(0x[0-9a-fA-F]{64})/signatures$`),
      async ([hash], body) => {
        const entry = state.messages.get(hash.toLowerCase())
        if (!entry) return notFound('Message')
        await addSignature(state, entry.safe, hash as Hex, (body as { signature: Hex }).signature)
        return { status: 201 }
      },
    ],
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

  const hang = createGatewayHang()
  const server = createServer((req, res: ServerResponse) => {
    // The app calls from its own origin: a cross-origin fetch with a JSON body needs CORS.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    if (hang.control(req, res) || hang.hold(req, res)) return
    handle(req).then(
      (reply) => {
        const payload = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
        res
          .writeHead(reply.status, payload && reply.raw === undefined ? { 'content-type': 'application/json' } : {})
          .end(payload)
      },
      (error: Error) =>
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 500, message: error.message })),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      hang.release()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
