import { ChainNotConfiguredError, createConnector, type CreateConnectorFn } from 'wagmi'
import { getAddress, numberToHex, SwitchChainError, UnsupportedProviderMethodError, type Address } from 'viem'
import type { KitAuth } from '../../auth/kitAuth.ts'
import { PLACEHOLDER_PROJECT_ID } from '../../../shared/config/placeholder.ts'
import { core as appCore } from '../../wasm/client.ts'
import { NoSessionError, PairingCancelledError, toProviderError, WalletConnectSessionError } from './errors.ts'
import { appLinkFor, pairingTopicOf } from './appLink.ts'
import type { WalletConnectMethods } from './methods.ts'
import { WalletConnectProvider, type ChainRpc } from './provider.ts'
import { checkSession, sessionChains, type WcValidator } from './session.ts'
import { resendUnconfirmedPublishes } from './resend.ts'
import { loadSignClient, type Session, type SignClient, type SignClientOptions } from './signClient.ts'

export interface WalletConnectConnectorOptions {
  /** Wallet id; QR-based wallets (Rainbow, Trust, ...) reuse the connector under their own. */
  id?: string
  name?: string
  icon?: string
  /** The dapp's name, in the session proposal's metadata. */
  appName: string
  /** A WalletConnect Cloud project id, and the relay. */
  projectId: string
  relayUrl: string
  /** Sign-in, when on: a new pairing then asks for it too (one-click sign-in). */
  auth?: KitAuth
  metadata?: SignClientOptions['metadata']
  storagePrefix?: string
  /** The Rust core's WalletConnect validators; the worker's by default. */
  validator?: WcValidator
}

type StorageItem = Record<`${string}.wcSession` | `${string}.wcAppLink`, string>

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

function defaultMetadata(appName: string): SignClientOptions['metadata'] {
  const url = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin
  return { name: appName, description: `${appName} wallet connection`, url, icons: [] }
}

/** Ends a session; one the wallet already ended is gone from the store ('No matching key'). */
async function endSession(client: SignClient, topic: string, reason = USER_DISCONNECTED): Promise<void> {
  try {
    await client.disconnect({ topic, reason })
  } catch (error) {
    if (!/No matching key/i.test((error as Error)?.message ?? '')) throw error
  }
}

/**
 * One import site for the pairing chunk (connect, and the pairing prepared ahead of a tap or a
 * click): the authenticate module, which pairs the ordinary way when sign-in is off.
 */
const loadPairing = () => import('./authenticate/index.ts')

walletConnectConnector.type = 'walletConnect' as const

/**
 * A wagmi connector for WalletConnect v2, written on `@walletconnect/sign-client`. The pairing
 * URI is emitted as a `display_uri` message (as wagmi's own connector does) for the QR code;
 * every URI and session passes the Rust core's WalletConnect validation before it is used.
 */
export function walletConnectConnector(options: WalletConnectConnectorOptions): CreateConnectorFn {
  const id = options.id ?? 'walletConnect'
  const sessionKey = `${id}.wcSession` as const
  /** The link the visitor chose the wallet by, for a session made on this phone through it. */
  const appLinkKey = `${id}.wcAppLink` as const

  return createConnector<WalletConnectProvider, WalletConnectMethods, StorageItem>((config) => {
    const validator = options.validator ?? appCore
    const chainIds = config.chains.map((c) => c.id)
    const rpc: ChainRpc = (chainId, method, params) => {
      const transport = config.transports?.[chainId]
      if (!transport) throw new UnsupportedProviderMethodError(new Error(`${method} has no RPC for chain ${chainId}`))
      const chain = config.chains.find((c) => c.id === chainId)
      return transport({ chain, retryCount: 0 }).request({ method, params } as never)
    }
    const provider = new WalletConnectProvider(rpc, chainIds[0])
    const { projectId, auth } = options
    // The provider watches the client from the moment it exists: a restored session's delete
    // can arrive while the connector is still checking that session.
    const client = () =>
      loadSignClient({
        projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata ?? defaultMetadata(options.appName),
        storagePrefix: options.storagePrefix,
      }).then((signClient) => {
        resendUnconfirmedPublishes(signClient)
        provider.watch(signClient)
        return signClient
      })
    /** The pairing under way, so the UI can call it off. */
    let pairing: AbortController | undefined
    /** Pairings handed to a wallet app by a link (a phone), by topic: the link, without its query. */
    const linkedPairings = new Map<string, string>()
    const forget = () => Promise.all([config.storage?.removeItem(sessionKey), config.storage?.removeItem(appLinkKey)])

    /** The session this connector opened before (this page or an earlier one), if still live. */
    async function storedSession(signClient: SignClient): Promise<Session | undefined> {
      const topic = await config.storage?.getItem(sessionKey)
      if (!topic) return undefined
      if (signClient.session.keys.includes(topic)) return signClient.session.get(topic)
      await forget()
      return undefined
    }

    /** The requested chain if the session has it, else the app's first chain it has. */
    function pickChain(session: Session, requested: number | undefined): number {
      const available = sessionChains(session)
      return [requested, ...chainIds].find((c): c is number => c !== undefined && available.includes(c)) ?? available[0]
    }

    /** A new session through a pairing (a QR code or a phone's link), or the error the UI shows. */
    async function pairSession(
      signClient: SignClient,
      signal: AbortSignal,
      pairingCode: ReturnType<typeof loadPairing>,
    ): Promise<Session> {
      try {
        const { pair } = await pairingCode
        return await pair(
          {
            client: signClient,
            validator,
            chainIds,
            onUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
            signal,
            placeholderProjectId: projectId === PLACEHOLDER_PROJECT_ID,
          },
          auth,
        )
      } catch (error) {
        throw toProviderError(error)
      }
    }

    let listening = false
    function listen(connector: {
      onAccountsChanged(a: string[]): void
      onChainChanged(c: string): void
      onDisconnect(): void
    }) {
      if (listening) return
      listening = true
      provider.on('accountsChanged', connector.onAccountsChanged.bind(connector))
      provider.on('chainChanged', connector.onChainChanged.bind(connector))
      provider.on('disconnect', connector.onDisconnect.bind(connector))
    }

    return {
      id,
      name: options.name ?? 'WalletConnect',
      icon: options.icon,
      type: walletConnectConnector.type,

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // A session proposal names the chains it asks for: with none there is nothing to pair. The
        // error catalogue loads only then: importing it statically would put it in the initial bundle.
        if (chainIds.length === 0) throw new (await import('../errors.ts')).ConnectorNoChainsError()
        // Pairing code is only needed once a pairing starts: a visitor's connect fetches it beside
        // sign-client, a restore on load never. With sign-in on, the proposal carries an
        // authentication request (one-click sign-in).
        const pairingCode = isReconnecting ? undefined : loadPairing()
        pairingCode?.catch(() => {})
        // A visitor's attempt can be called off from its start, while sign-client is still loading
        // or starting (the modal closed at once, or on a busy machine): pair() then ends at once on
        // the aborted signal and closes the socket, instead of pairing for nobody until its deadline.
        if (!isReconnecting) pairing?.abort(new PairingCancelledError(false))
        const attempt = isReconnecting ? undefined : (pairing = new AbortController())
        let signClient: SignClient
        let session: Session
        let paired = false
        try {
          signClient = await client()
          const stored = await storedSession(signClient)
          if (stored) session = stored
          // Restoring on load never starts a pairing: no session left means not connected.
          else if (!attempt) throw new NoSessionError()
          else {
            paired = true
            session = await pairSession(signClient, attempt.signal, pairingCode ?? loadPairing())
          }
        } finally {
          if (attempt && pairing === attempt) pairing = undefined
        }
        try {
          await checkSession(validator, session, chainId ?? chainIds[0])
        } catch (error) {
          const reason =
            error instanceof WalletConnectSessionError ? { code: error.code, message: error.message } : undefined
          await forget()
          await endSession(signClient, session.topic, reason).catch(() => {})
          throw error
        }
        await config.storage?.setItem(sessionKey, session.topic)
        if (paired) {
          const chosen = linkedPairings.get(session.pairingTopic)
          await (chosen ? config.storage?.setItem(appLinkKey, chosen) : config.storage?.removeItem(appLinkKey))
        }
        const chosen = await config.storage?.getItem(appLinkKey)
        listen(this)
        // Nothing is awaited from here on: wagmi starts listening once connect() returns, so an
        // event in between would be lost. attach() throws if the wallet ended the session meanwhile.
        try {
          provider.attach(
            signClient,
            session,
            pickChain(session, chainId),
            chosen ? appLinkFor(session.peer.metadata, chosen) : undefined,
          )
        } catch (error) {
          void forget()
          throw error
        }
        const accounts = provider.accounts
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: provider.chainId,
        }
      },

      /** The pairing proposed before a tap or a click, on this connector's client (pairing.ts). */
      preparedPairing: async () => {
        const [pairingCode, signClient] = await Promise.all([loadPairing(), client()])
        const prepared = pairingCode.preparedPairing({ client: signClient, validator, chainIds }, auth)
        // A pairing under way keeps the socket: its own end (cancel or failure) releases it. Closing
        // it here would look like a relay drop to that pairing, which starts over on a new socket.
        return { ...prepared, drop: (release: boolean) => prepared.drop(release && !pairing) }
      },

      /** The pairing URI `uri` went to the wallet app by `link` (a phone), not by a QR code. */
      openedByLink(uri: string, link: string) {
        const topic = pairingTopicOf(uri)
        if (topic) linkedPairings.set(topic, link.split('?')[0])
      },

      /** Gives up the pairing under way, if any; with `release`, the relay socket is closed too. */
      cancelPairing(release = true) {
        pairing?.abort(new PairingCancelledError(release))
      },

      async disconnect() {
        const topic = provider.topic ?? (await config.storage?.getItem(sessionKey))
        provider.detach()
        await forget()
        if (topic) await endSession(await client(), topic)
      },

      async getAccounts(): Promise<readonly Address[]> {
        return provider.accounts
      },

      async getChainId() {
        return provider.chainId
      },

      // No sign-client here: wagmi asks every connector for its provider at page load.
      async getProvider() {
        return provider
      },

      // Loads sign-client only when this connector left a session behind.
      async isAuthorized() {
        if (!(await config.storage?.getItem(sessionKey))) return false
        try {
          return (await storedSession(await client())) !== undefined
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        provider.detach()
        void forget()
        config.emitter.emit('disconnect')
      },
    }
  })
}
