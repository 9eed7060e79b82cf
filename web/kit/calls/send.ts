import { numberToHex, type Address, type Hash, type Hex } from 'viem'
import { CallsStoppedError, NoCallsError } from './errors.ts'
import {
  capabilitiesFor,
  chooseStrategy,
  isUnknownMethod,
  requestCapabilities,
  type ChainCapabilities,
} from './strategy.ts'

/** One call of a bundle. */
export interface Call {
  to: Address
  value?: bigint
  data?: Hex
}

/** The wallet's JSON-RPC, as a connector's client gives it; `retryCount: 0` for what prompts the user. */
export interface WalletRpc {
  request(args: { method: string; params?: unknown }, options?: { retryCount?: number }): Promise<unknown>
}

/** How far a one-by-one send is: the wallet is asking about call `current` of `total` (from 1). */
export interface CallsProgress {
  current: number
  total: number
}

export interface SendCallsInput {
  from: Address
  chainId: number
  calls: readonly Call[]
  /** An ERC-7677 paymaster service, passed only to a wallet that reports paymasterService. */
  paymasterUrl?: string
  /** The connector's type: a Safe takes every batch as one Safe transaction. */
  connectorType?: string
  onProgress?: (progress: CallsProgress) => void
}

/** What went to the wallet: one bundle it tracks by `id`, or one transaction per call. */
export type SentCalls = { via: 'wallet'; id: string } | { via: 'sequence'; hashes: Hash[] }

const wireCall = ({ to, value, data }: Call) => ({
  to,
  ...(value !== undefined ? { value: numberToHex(value) } : {}),
  ...(data !== undefined ? { data } : {}),
})

/** The wallet's capabilities on the chain; undefined when it has no wallet_getCapabilities or fails it. */
async function capabilitiesOf(wallet: WalletRpc, from: Address, chainId: number) {
  try {
    const answer = await wallet.request({ method: 'wallet_getCapabilities', params: [from, [numberToHex(chainId)]] })
    return capabilitiesFor(answer, chainId)
  } catch {
    return undefined
  }
}

async function sendAsBundle(wallet: WalletRpc, input: SendCallsInput, capabilities: ChainCapabilities | undefined) {
  const answer = await wallet.request(
    {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: numberToHex(input.chainId),
          from: input.from,
          atomicRequired: true,
          calls: input.calls.map(wireCall),
          capabilities: requestCapabilities(capabilities, input.paymasterUrl),
        },
      ],
    },
    { retryCount: 0 },
  )
  // EIP-5792's first draft answered the id itself, v2 answers `{ id }`.
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || !id) throw new TypeError('wallet_sendCalls answered no bundle id')
  return id
}

async function sendOneByOne(wallet: WalletRpc, { from, calls, onProgress }: SendCallsInput): Promise<Hash[]> {
  const hashes: Hash[] = []
  for (const [i, call] of calls.entries()) {
    onProgress?.({ current: i + 1, total: calls.length })
    try {
      const hash = await wallet.request(
        { method: 'eth_sendTransaction', params: [{ from, ...wireCall(call) }] },
        { retryCount: 0 },
      )
      hashes.push(hash as Hash)
    } catch (cause) {
      // Nothing went through: the wallet's own error says it all.
      if (i === 0) throw cause
      throw new CallsStoppedError({ index: i + 1, total: calls.length, sent: hashes, cause })
    }
  }
  return hashes
}

/**
 * Sends calls in one approval where the wallet can (EIP-5792's atomic capability for the chain,
 * or a Safe), else one by one with progress, stopping at the first refusal ({@link CallsStoppedError}
 * says which went through). A wallet that turns out not to know wallet_sendCalls gets them one by one.
 */
export async function sendCalls(wallet: WalletRpc, input: SendCallsInput): Promise<SentCalls> {
  if (input.calls.length === 0) throw new NoCallsError()
  const capabilities = await capabilitiesOf(wallet, input.from, input.chainId)
  if (chooseStrategy(capabilities, input.connectorType) === 'wallet') {
    try {
      return { via: 'wallet', id: await sendAsBundle(wallet, input, capabilities) }
    } catch (error) {
      if (!isUnknownMethod(error)) throw error
    }
  }
  return { via: 'sequence', hashes: await sendOneByOne(wallet, input) }
}
