/**
 * A real injected test wallet: an EIP-1193 provider announced through EIP-6963 and set as
 * `window.ethereum`, that signs with a real private key (viem's local account) and forwards
 * everything else to the node. Bundled into an init script by tests/e2e/wallet/bundle.ts, so it
 * exists before any app code runs. Tests steer it through `window.testWallet`.
 */
import type { Hash, Hex, TransactionRequest } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { SendCallsParams } from './calls.ts'
import { ProviderRpcError } from './errors.ts'
import type { TestWalletBehaviour, WalletScriptOptions } from './options.ts'

/**
 * viem and what uses it, required on first use rather than imported: esbuild then runs their
 * modules' top level (curves, hashes, tables: about 60 ms of every page load) only in a page where
 * the wallet signs, sends or batches.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy on purpose, see above
const viem = (): typeof import('./signing.ts') => require('./signing.ts')

type Listener = (...args: unknown[]) => void

const options = (window as unknown as { __testWalletOptions: WalletScriptOptions }).__testWalletOptions
const address = options.address
/**
 * The signer, made on first use: deriving it (secp256k1 tables built in every document) took
 * about 130 ms of each page load, and most pages never sign.
 */
let signer: PrivateKeyAccount | undefined
const account = () => (signer ??= viem().privateKeyToAccount(options.privateKey))
const behaviour: TestWalletBehaviour = { ...options.behaviour }
const knownChains = new Set(options.knownChains)
let chainId = options.chainId
// A real extension remembers which sites it is connected to; so does this one, per origin.
const PERMISSION_KEY = '__testWallet.connected'
let connected = localStorage.getItem(PERMISSION_KEY) === '1'
function setConnected(value: boolean) {
  connected = value
  if (value) localStorage.setItem(PERMISSION_KEY, '1')
  else localStorage.removeItem(PERMISSION_KEY)
}
const requests: { method: string; params: unknown }[] = []

function emit(event: string, ...args: unknown[]) {
  for (const listener of current.listeners.get(event) ?? []) listener(...args)
}

async function forward(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(options.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: params ?? [] }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
  return body.result
}

/** Methods a real wallet asks its user about; `behaviour.reject` makes the user say no. */
const USER_PROMPTS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_sendCalls',
])

/** eth_sendTransaction prompts approved so far, for `approveSends`. */
let sendsApproved = 0

function walletClient() {
  const { createWalletClient, defineChain, http } = viem()
  const chain = defineChain({
    id: chainId,
    name: `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  return createWalletClient({ account: account(), chain, transport: http(options.rpcUrl) })
}

function toTransaction(tx: Record<string, Hex | undefined>): TransactionRequest {
  const big = (v: Hex | undefined) => (v === undefined ? undefined : BigInt(v))
  return {
    to: tx.to,
    data: tx.data ?? tx.input,
    value: big(tx.value),
    gas: big(tx.gas),
    maxFeePerGas: big(tx.maxFeePerGas),
    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
  }
}

/** eth_accounts answers waiting for `holdAccounts` to end. */
const held: Array<() => void> = []

async function handle(method: string, params: unknown[]): Promise<unknown> {
  if (method === 'eth_accounts' && behaviour.holdAccounts) await new Promise<void>((resolve) => held.push(resolve))
  if (behaviour.reject && USER_PROMPTS.has(method)) throw new ProviderRpcError(4001, 'User rejected the request.')
  if (behaviour.pending && USER_PROMPTS.has(method)) {
    throw new ProviderRpcError(-32002, `Request of type '${method}' already pending. Please wait.`)
  }
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions': {
      setConnected(true)
      emit('connect', { chainId: `0x${chainId.toString(16)}` })
      return method === 'eth_requestAccounts' ? [address] : [{ parentCapability: 'eth_accounts' }]
    }
    case 'wallet_revokePermissions':
      setConnected(false)
      return null
    case 'eth_accounts':
      return connected ? [address] : []
    case 'eth_chainId':
      return `0x${chainId.toString(16)}`
    case 'net_version':
      return String(chainId)
    case 'wallet_switchEthereumChain': {
      if (behaviour.refuseSwitch)
        throw new ProviderRpcError(4200, 'The wallet does not support wallet_switchEthereumChain.')
      const target = Number((params[0] as { chainId: Hex }).chainId)
      if (!knownChains.has(target))
        throw new ProviderRpcError(4902, `Unrecognized chain ID "0x${target.toString(16)}".`)
      chainId = target
      emit('chainChanged', `0x${target.toString(16)}`)
      return null
    }
    case 'wallet_addEthereumChain': {
      const target = Number((params[0] as { chainId: Hex }).chainId)
      knownChains.add(target)
      if (behaviour.switchAfterAdd !== false) {
        chainId = target
        emit('chainChanged', `0x${target.toString(16)}`)
      }
      return null
    }
    case 'wallet_watchAsset':
      return true
    case 'personal_sign':
      return account().signMessage({ message: { raw: params[0] as Hex } })
    case 'eth_signTypedData_v4':
      return account().signTypedData(JSON.parse(params[1] as string))
    case 'eth_sendTransaction':
      if (behaviour.approveSends !== undefined && sendsApproved >= behaviour.approveSends)
        throw new ProviderRpcError(4001, 'User rejected the request.')
      sendsApproved += 1
      return walletClient().sendTransaction(toTransaction(params[0] as Record<string, Hex>))
    case 'wallet_getCapabilities':
      if (!options.calls) return forward(method, params)
      return viem().capabilities(options.calls, chainId)
    case 'wallet_sendCalls': {
      if (!options.calls) return forward(method, params)
      const request = params[0] as SendCallsParams
      if (Number(request.chainId) !== chainId) throw new ProviderRpcError(5710, 'Unsupported chain id')
      const hash = await walletClient().sendTransaction(viem().batchTransaction(options.calls, request.calls))
      return { id: viem().rememberBundle(hash) }
    }
    case 'wallet_getCallsStatus':
      if (!options.calls) return forward(method, params)
      return viem().callsStatus(
        params[0] as string,
        chainId,
        Boolean(behaviour.forgetBundles),
        (hash: Hash) => forward('eth_getTransactionReceipt', [hash]) as Promise<Record<string, unknown> | null>,
      )
    default:
      return forward(method, params)
  }
}

/** Methods asked of a provider after its extension "reloaded" (see `reload`); none should be. */
const staleRequests: string[] = []

/**
 * One instance of the wallet's provider. An extension that reloads leaves the page's old provider
 * dead (it answers 4900 Disconnected) and announces a new one under a new uuid.
 */
function createProvider() {
  let alive = true
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    isTestWallet: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (!alive) {
        staleRequests.push(method)
        throw new ProviderRpcError(4900, 'The provider is disconnected.')
      }
      requests.push({ method, params })
      return handle(method, params ?? [])
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: options.name, icon: options.icon, rdns: options.rdns })
  return { provider, info, listeners, retire: () => (alive = false) }
}

let current = createProvider()
let arrived = false

function announce() {
  const { info, provider } = current
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
}

/** The extension's content script runs: window.ethereum, then EIP-6963 (answering requests from now on). */
function arrive() {
  if (arrived) return
  arrived = true
  if (options.injectWindowEthereum) (window as unknown as { ethereum: unknown }).ethereum = current.provider
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

// Extensions usually inject before the page's scripts; some only at DOMContentLoaded or later.
if (options.announce === true) arrive()
else if (options.announce === false) {
  if (options.injectWindowEthereum) (window as unknown as { ethereum: unknown }).ethereum = current.provider
} else {
  const delay = options.announce === 'DOMContentLoaded' ? 0 : options.announce
  document.addEventListener('DOMContentLoaded', () => (delay > 0 ? setTimeout(arrive, delay) : arrive()))
}

/** What tests reach through `page.evaluate`. */
;(window as unknown as { testWallet: unknown }).testWallet = {
  address,
  set(change: Partial<TestWalletBehaviour>) {
    Object.assign(behaviour, change)
    if (!behaviour.holdAccounts) held.splice(0).forEach((release) => release())
  },
  emit,
  requests: () => requests.map((r) => r.method),
  /** The params of every request of `method`, in order. */
  paramsOf: (method: string) => requests.filter((r) => r.method === method).map((r) => r.params),
  staleRequests: () => [...staleRequests],
  /** Whether the wallet has injected and announced itself yet (see `announce` in options.ts). */
  arrived: () => arrived,
  /** A wallet that does not announce on its own (`announce: false`) arrives now. */
  arrive,
  chainId: () => chainId,
  /**
   * The extension reloads: the page's provider dies, and a new one announces itself under a new
   * uuid (and takes window.ethereum), as after an extension update.
   */
  reload() {
    current.retire()
    current = createProvider()
    if (options.injectWindowEthereum) (window as unknown as { ethereum: unknown }).ethereum = current.provider
    announce()
  },
  /** The extension goes away (uninstalled or disabled): window.ethereum disappears. */
  remove() {
    delete (window as unknown as { ethereum?: unknown }).ethereum
  },
  /** The wallet side ends the connection, as when the user disconnects in the extension. */
  disconnect() {
    setConnected(false)
    emit('accountsChanged', [])
  },
}
