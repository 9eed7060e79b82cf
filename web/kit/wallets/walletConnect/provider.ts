import { numberToHex, type EIP1193Parameters, type EIP1474Methods } from 'viem'
import { openAppLink } from '../openAppLink.ts'
import { needsApproval } from './appLink.ts'
import { keepRelayAwake } from './awake.ts'
import { NoSessionError, SwitchChainNotSupportedError, toProviderError } from './errors.ts'
import { sessionAccounts, sessionAllows } from './session.ts'
import type { Session, SignClient } from './signClient.ts'

/** A node's JSON-RPC for one chain: where reads go, since wallets approve only wallet methods. */
export type ChainRpc = (chainId: number, method: string, params: unknown) => Promise<unknown>

type Listener = (...args: never[]) => void
type EventName = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

/**
 * An EIP-1193 provider over one WalletConnect session. Wallet methods the session approved go
 * to the wallet through the relay; everything else (reads) goes to the chain's RPC. It exists
 * before sign-client is loaded, so wagmi can ask for it at page load without fetching anything.
 */
export class WalletConnectProvider {
  private client: SignClient | undefined
  private session: Session | undefined
  private readonly listeners = new Map<EventName, Set<Listener>>()
  private readonly watched = new WeakSet<SignClient>()
  /**
   * What the wallet said about sessions before one was attached: a restored session's
   * delete or chain change can arrive while the connector is still checking it.
   */
  private readonly ended = new Set<string>()
  private readonly lastChain = new Map<string, number>()
  /** Where the wallet app is, on a phone session: requests it must approve bring it to the front. */
  private appLink: string | undefined

  constructor(
    private readonly rpc: ChainRpc,
    /** The chain in use: the dapp picks it among the session's chains. */
    public chainId: number,
  ) {}

  get topic(): string | undefined {
    return this.session?.topic
  }

  get accounts() {
    return this.session ? sessionAccounts(this.session, this.chainId) : []
  }

  /**
   * Makes `session` this provider's. Throws NoSessionError when the wallet ended it meanwhile,
   * and takes the wallet's latest chain and namespaces over what the caller knew. `appLink` is
   * the wallet app's link when the session was made on this phone (none for a QR session).
   */
  attach(client: SignClient, session: Session, chainId: number, appLink?: string): void {
    const { topic } = session
    if (this.ended.has(topic) || !client.session.keys.includes(topic)) throw new NoSessionError()
    this.watch(client)
    this.client = client
    this.session = client.session.get(topic)
    this.chainId = this.lastChain.get(topic) ?? chainId
    this.appLink = appLink
  }

  /** Forgets the session (it ended or was rejected); the sign-client stays loaded. */
  detach(): void {
    this.session = undefined
  }

  on(event: EventName, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: EventName, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  private emit(event: EventName, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args)
  }

  async request(args: EIP1193Parameters<EIP1474Methods> | { method: string; params?: unknown }): Promise<unknown> {
    const { method, params } = args as { method: string; params?: unknown }
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return this.accounts
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'wallet_switchEthereumChain':
        return this.switchChain(Number((params as [{ chainId: string }])[0].chainId))
    }
    const session = this.session
    if (session && sessionAllows(session, this.chainId, method)) return this.walletRequest(session, method, params)
    return this.rpc(this.chainId, method, params)
  }

  /**
   * Asks the wallet to switch when the session approved wallet_switchEthereumChain; a wallet
   * without it cannot be asked, which is a distinct error the UI explains.
   */
  private async switchChain(chainId: number): Promise<null> {
    const session = this.session
    if (!session) throw new NoSessionError()
    if (chainId === this.chainId) return null
    if (!sessionAllows(session, this.chainId, 'wallet_switchEthereumChain'))
      throw new SwitchChainNotSupportedError(chainId)
    await this.walletRequest(session, 'wallet_switchEthereumChain', [{ chainId: numberToHex(chainId) }])
    this.setChain(chainId)
    return null
  }

  private async walletRequest(session: Session, method: string, params: unknown): Promise<unknown> {
    const client = this.client
    if (!client) throw new NoSessionError()
    const release = keepRelayAwake(client)
    const answer = client.request({
      topic: session.topic,
      chainId: `eip155:${this.chainId}`,
      request: { method, params },
    })
    // In the same task as the request, so inside the tap that asked for it: a phone opens an app
    // only from a user gesture. The request is on its way; the wallet finds it once in front.
    if (this.appLink && needsApproval(method)) openAppLink(this.appLink)
    try {
      return await answer
    } catch (error) {
      throw toProviderError(error)
    } finally {
      release()
    }
  }

  private setChain(chainId: number): void {
    if (!Number.isSafeInteger(chainId) || chainId === this.chainId) return
    this.chainId = chainId
    this.emit('chainChanged', numberToHex(chainId))
  }

  /**
   * The wallet's side of every session of `client` (shared by all WalletConnect wallets). Must
   * run as soon as the client exists: events for a topic not attached yet are remembered.
   */
  watch(client: SignClient): void {
    if (this.watched.has(client)) return
    this.watched.add(client)
    const mine = (topic: string) => topic === this.session?.topic
    client.on('session_event', ({ topic, params }) => {
      if (params.event.name === 'chainChanged') {
        const chainId = Number(params.event.data)
        if (mine(topic)) this.setChain(chainId)
        else if (Number.isSafeInteger(chainId)) this.lastChain.set(topic, chainId)
      }
      if (params.event.name === 'accountsChanged' && mine(topic)) this.emit('accountsChanged', this.accounts)
    })
    client.on('session_update', ({ topic }) => {
      if (!mine(topic)) return
      this.session = client.session.get(topic)
      this.emit('accountsChanged', this.accounts)
    })
    const ended = ({ topic }: { topic: string }) => {
      this.ended.add(topic)
      if (!mine(topic)) return
      this.session = undefined
      this.emit('disconnect', new NoSessionError())
    }
    client.on('session_delete', ended)
    client.on('session_expire', ended)
  }
}
