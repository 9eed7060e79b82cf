import type { EIP1193RequestFn } from 'viem'

/**
 * sign-client checks every CACAO itself before it hands the answer to us, and a contract account's
 * (`eip1271`: a Safe, a smart account) with an eth_call of `isValidSignature` to WalletConnect's
 * RPC, at a URL @walletconnect/utils hardcodes (validateSignedCacao passes no other). The app's
 * Content-Security-Policy connects only to what its configuration names, not to that origin, and
 * that RPC knows no private or local chain: the refused fetch reads as a bad signature, and every
 * such one-click sign-in ended in "Signature verification failed". So that one call, for the app's
 * chain, is answered by the app's own RPC: the same eth_call on the same chain, which the auth API
 * then asks again before it signs anyone in. Every other request goes out untouched.
 */
export const WALLETCONNECT_RPC = 'https://rpc.walletconnect.org/v1/'

/** `isValidSignature(bytes32,bytes)`: the only call sign-client's CACAO check makes. */
const IS_VALID_SIGNATURE = '0x1626ba7e'

type Fetch = typeof fetch

export interface CacaoCheck {
  id: unknown
  params: [{ to: string; data: string }, string]
}

/** sign-client's CACAO check for `chainId` in a fetch's arguments, if that is what they are. */
export function cacaoCheckOf(input: Parameters<Fetch>[0], init: RequestInit | undefined, chainId: number) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (!url.startsWith(WALLETCONNECT_RPC) || init?.method !== 'POST' || typeof init.body !== 'string') return undefined
  if (new URL(url).searchParams.get('chainId') !== `eip155:${chainId}`) return undefined
  let body: { method?: unknown; id?: unknown; params?: unknown }
  try {
    body = JSON.parse(init.body)
  } catch {
    return undefined
  }
  const [call, block] = Array.isArray(body.params) ? body.params : []
  const { to, data } = (call ?? {}) as { to?: unknown; data?: unknown }
  if (body.method !== 'eth_call' || typeof to !== 'string' || typeof data !== 'string') return undefined
  if (!data.startsWith(IS_VALID_SIGNATURE) || typeof block !== 'string') return undefined
  return { id: body.id, params: [{ to, data }, block] } satisfies CacaoCheck
}

/**
 * `original` with sign-client's CACAO checks for `chainId` answered by `request` (the app's RPC),
 * as JSON-RPC responses; an RPC error answers with no result, which sign-client reads as "invalid".
 */
export function fetchWithCacaoChecks(original: Fetch, chainId: number, request: EIP1193RequestFn): Fetch {
  return async (input, init) => {
    const check = cacaoCheckOf(input, init, chainId)
    if (!check) return original(input, init)
    const answer = await request({ method: 'eth_call', params: check.params as never }).then(
      (result) => ({ result }),
      (error: { code?: unknown; message?: unknown }) => ({
        error: { code: typeof error?.code === 'number' ? error.code : -32603, message: String(error?.message) },
      }),
    )
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: check.id, ...answer }), {
      headers: { 'content-type': 'application/json' },
    })
  }
}

let routed = false

/** Routes the page's CACAO checks for `chainId` to `request`, once per page. */
export function routeCacaoChecks(chainId: number, request: EIP1193RequestFn): void {
  if (routed) return
  routed = true
  globalThis.fetch = fetchWithCacaoChecks(globalThis.fetch.bind(globalThis), chainId, request)
}
