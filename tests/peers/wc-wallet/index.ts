import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import type { AuthTypes } from '@walletconnect/types'
import type { Address, Hex } from 'viem'
import { answerAuthentication, type AuthenticateMode } from './authenticate.ts'
import { contractSigner, type ContractAccount } from './contract-account.ts'
import { updateSession } from './update-session.ts'
import { answerRequest, CALLS_METHODS, WALLET_EVENTS, WALLET_METHODS, WalletRpcError } from './requests.ts'
import type { TestWalletCalls } from '../../e2e/wallet/options.ts'

/**
 * A WalletConnect wallet for tests: a real sign-client on the local relay that approves
 * proposals with an anvil account, signs with its key and forwards reads and sends to anvil.
 */

type Client = InstanceType<typeof SignClient>
export type WcSession = ReturnType<Client['session']['get']>

export interface WcWalletOptions {
  relayUrl: string
  rpcUrl: string
  privateKey: Hex
  /**
   * Speak for this contract account (a Safe) instead of the key's own: sessions name its address,
   * it signs messages and typed data (EIP-1271 signatures; ERC-6492 when not deployed), its CACAOs
   * say `eip1271`, and it sends no transactions.
   */
  contractAccount?: ContractAccount
  /** Chain ids it serves (all at `rpcUrl`); the first is where sessions start. */
  chains: number[]
  /** Any non-placeholder string: the local relay only checks that one is present. */
  projectId?: string
  /** Approve every proposal with exactly these namespaces instead of what it asked for. */
  namespaces?: WcSession['namespaces']
  /**
   * Skip sign-client's own checks of what it approves, as a non-conforming wallet does: with
   * `namespaces` it can then settle sessions a dapp must refuse (a bare address as account).
   */
  unchecked?: boolean
  /**
   * Answer a proposal's authentication request (one-click sign-in) this way. Without it the
   * wallet does not support them: it approves the session alone, as a wallet that ignores them.
   */
  authenticate?: AuthenticateMode
  /** The app links a dapp opens to bring this wallet to the front (its metadata's `redirect`). */
  redirect?: { native?: string; universal?: string }
  /** Approve and answer EIP-5792's batch methods, sending each batch through this MultiSendCallOnly. */
  calls?: TestWalletCalls
  /** sign-client's log level; 'silent' keeps test output readable. */
  logLevel?: string
}

export interface RequestRecord {
  method: string
  params: unknown
  /** The answer the wallet sent, or the error code it rejected with. */
  outcome: { result: unknown } | { error: number }
}

export interface WcWallet {
  address: Address
  client: Client
  /** Every session request answered so far, in order. */
  requests: RequestRecord[]
  /** Every proposal received so far, in order: whether it also asked for sign-in. */
  proposals: Array<{ signIn: boolean }>
  /** Pairs with a `wc:` URI; the proposal that follows is approved (or rejected, see below). */
  pair(uri: string): Promise<void>
  /** The next session this wallet settles. */
  nextSession(): Promise<WcSession>
  sessions(): WcSession[]
  /** Rejects the next proposal or session request as the user would: code 5000 (or 4001). */
  rejectNext(what: 'proposal' | 'request', code?: 5000 | 4001): void
  /** Ends every session from the wallet side; the dapp gets `session_delete`. */
  disconnect(): Promise<void>
  /** Tells every session the wallet moved to `chainId` (a `chainChanged` session event). */
  emitChain(chainId: number): Promise<void>
  /** Replaces the sessions' accounts on their chains (a session update, then `accountsChanged`). */
  setAccounts(addresses: Address[]): Promise<void>
  /**
   * Holds every answer (to a proposal or a session request) until the
   * returned function is called, as a visitor reading the wallet's screen does.
   */
  hold(): () => void
  /** How many session requests have reached it so far, answered or held. */
  received(): number
  /** How many answers it has sent so far (approvals, rejections, request responses). */
  answered(): number
  /** Its relay client id (did:key), which the relay names it by. */
  clientId(): Promise<string>
  /** Closes or reopens the relay socket, as a phone losing and regaining the network. */
  setOnline(online: boolean): Promise<void>
  stop(): Promise<void>
}

let instances = 0

export async function startWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  const account = options.contractAccount
    ? contractSigner(options.contractAccount)
    : privateKeyToAccount(options.privateKey)
  const client = await SignClient.init({
    projectId: options.projectId ?? 'beacon-test-wallet',
    relayUrl: options.relayUrl,
    // Several sign-clients in one process share a core unless their prefixes differ.
    customStoragePrefix: `beacon-wc-wallet-${process.pid}-${++instances}`,
    telemetryEnabled: false,
    // sign-client's queue holds every request for 1 s after the previous answer; a test wallet
    // answers at once and drops the duplicates at-least-once delivery may bring itself.
    signConfig: { disableRequestQueue: true },
    logger: options.logLevel ?? 'silent',
    metadata: {
      name: 'Beacon Test Wallet',
      description: 'WalletConnect test wallet',
      url: 'http://127.0.0.1',
      icons: [],
      redirect: options.redirect,
    },
  })
  // isValidApprove is the engine's (untyped) check of approve()'s namespaces.
  if (options.unchecked) Object.assign(client.engine, { isValidApprove: async () => {} })
  const requests: RequestRecord[] = []
  const bundles = new Map<string, Hex>()
  const proposals: Array<{ signIn: boolean }> = []
  const rejections: Record<'proposal' | 'request', Array<5000 | 4001>> = { proposal: [], request: [] }
  const settled: Array<(session: WcSession) => void> = []
  const seenRequests = new Set<number>()
  const caip10 = (chainId: number) => `eip155:${chainId}:${account.address}`
  let held: Promise<void> = Promise.resolve()
  let answered = 0
  let received = 0

  client.on('session_proposal', async ({ id, params }) => {
    proposals.push({ signIn: Boolean(params.requests?.authentication?.length) })
    await held
    const authentication = options.authenticate ? params.requests?.authentication : undefined
    const code = options.authenticate === 'reject' && authentication?.length ? 5000 : rejections.proposal.shift()
    if (code !== undefined) {
      await client.reject({ id, reason: { code, message: 'User rejected.' } })
      return
    }
    let namespaces: WcSession['namespaces']
    try {
      namespaces =
        options.namespaces ??
        buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: {
              chains: options.chains.map((c) => `eip155:${c}`),
              methods: options.calls ? [...WALLET_METHODS, ...CALLS_METHODS] : WALLET_METHODS,
              events: WALLET_EVENTS,
              accounts: options.chains.map(caip10),
            },
          },
        })
    } catch {
      // The proposal asks only for chains this wallet does not serve.
      await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      return
    }
    const proposalRequestsResponses = authentication?.length
      ? {
          authentication: await answerAuthentication(
            client,
            { account, contract: !!options.contractAccount, chains: options.chains, mode: options.authenticate! },
            authentication as AuthTypes.PayloadParams[],
          ),
        }
      : undefined
    const { acknowledged } = await client.approve({ id, namespaces, proposalRequestsResponses })
    answered++
    const session = await acknowledged()
    settled.splice(0).forEach((resolve) => resolve(session))
  })

  client.on('session_request', async ({ topic, id, params }) => {
    if (seenRequests.has(id)) return
    seenRequests.add(id)
    received++
    await held
    const { method, params: args } = params.request
    const respond = async (response: { result: unknown } | { error: { code: number; message: string } }) => {
      await client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
      answered++
    }
    const code = rejections.request.shift()
    if (code !== undefined) {
      requests.push({ method, params: args, outcome: { error: code } })
      await respond({ error: { code, message: 'User rejected.' } })
      return
    }
    try {
      const result = await answerRequest(
        {
          account,
          rpcUrl: options.rpcUrl,
          chains: options.chains,
          chainId: Number(params.chainId.split(':')[1]),
          switchChain: (chainId) =>
            client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` }),
          calls: options.calls && { options: options.calls, bundles },
        },
        method,
        args,
      )
      requests.push({ method, params: args, outcome: { result } })
      await respond({ result })
    } catch (error) {
      const { code, message } = error instanceof WalletRpcError ? error : { code: -32603, message: String(error) }
      requests.push({ method, params: args, outcome: { error: code } })
      await respond({ error: { code, message } })
    }
  })

  return {
    address: account.address,
    client,
    requests,
    proposals,
    async pair(uri) {
      await client.pair({ uri })
    },
    nextSession: () => new Promise((resolve) => settled.push(resolve)),
    sessions: () => client.session.getAll(),
    rejectNext(what, code = 5000) {
      rejections[what].push(code)
    },
    async disconnect() {
      for (const session of client.session.getAll()) {
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    async emitChain(chainId) {
      for (const { topic } of client.session.getAll()) {
        await client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
      }
    },
    async setAccounts(addresses) {
      for (const { topic, namespaces } of client.session.getAll()) {
        const eip155 = namespaces.eip155
        const accounts = eip155.chains!.flatMap((chain) => addresses.map((address) => `${chain}:${address}`))
        await updateSession(client, topic, { ...namespaces, eip155: { ...eip155, accounts } })
        await client.emit({ topic, event: { name: 'accountsChanged', data: addresses }, chainId: eip155.chains![0] })
      }
    },
    hold() {
      let release = () => {}
      held = new Promise((resolve) => (release = resolve))
      return release
    },
    received: () => received,
    answered: () => answered,
    clientId: () => client.core.crypto.getClientId(),
    async setOnline(online) {
      if (online) await client.core.relayer.transportOpen()
      else await client.core.relayer.transportClose()
    },
    async stop() {
      await client.core.relayer.transportClose()
      client.core.heartbeat.stop()
    },
  }
}
