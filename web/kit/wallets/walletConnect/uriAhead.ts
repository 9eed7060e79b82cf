import { RELAYER_CONNECT, type SignClient } from './signClient.ts'

/** sign-client's core event as a pairing is made (PAIRING_EVENTS.create), long before connect() returns its URI. */
const PAIRING_CREATE = 'pairing_create'

/** What sign-client's pairing event carries: the pairing, without its key. */
export interface CreatedPairing {
  topic: string
  expiry: number
  relay: { protocol: string; data?: string }
  methods?: string[]
}

/**
 * A pairing's URI as WalletConnect writes it (`@walletconnect/utils`' formatUri, which sign-client
 * uses): `wc:{topic}@2?` and the parameters sorted by name. Written here so the pairing code does
 * not pull sign-client's utilities into a chunk of their own.
 */
export function pairingUri(pairing: CreatedPairing, symKey: string): string {
  const params: Record<string, string | undefined> = { symKey }
  for (const [key, value] of Object.entries(pairing.relay)) if (value) params[`relay-${key}`] = value
  if (pairing.expiry) params.expiryTimestamp = String(pairing.expiry)
  if (pairing.methods) params.methods = pairing.methods.join(',')
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined) query.append(key, value)
  return `wc:${pairing.topic}@2?${query}`
}

/** The watcher on each client: a second proposal made meanwhile could be told the first one's URI. */
const watchers = new WeakMap<SignClient, object>()

/**
 * The URI of the pairing sign-client is about to propose on, as soon as the pairing exists and
 * the relay socket is open. sign-client hands the URI over only after the proposal's Verify
 * attestation (a cross-site iframe: 100 to 400 ms) and the relay's acknowledgement. The code can
 * be on screen before that: a wallet that reads it subscribes to the pairing, and the relay hands
 * it the proposal whenever that arrives, which is long before any phone can scan. Waiting for the
 * socket keeps an unreachable relay from showing a code nobody could pair with.
 *
 * Resolves undefined when another watcher is on for this client (that proposal then shows its
 * URI once sign-client returns it). `stop()` removes the listeners.
 */
export function uriAhead(client: SignClient): { uri: Promise<string | undefined>; stop(): void } {
  if (watchers.has(client)) return { uri: Promise.resolve(undefined), stop: () => {} }
  const self = {}
  watchers.set(client, self)
  const release = () => watchers.get(client) === self && watchers.delete(client)
  const { pairing, relayer, crypto } = client.core
  const stops: Array<() => void> = [release]
  const uri = new Promise<string>((resolve) => {
    const onCreate = (created: CreatedPairing) => {
      pairing.events.off(PAIRING_CREATE, onCreate)
      release()
      const text = pairingUri(created, crypto.keychain.get(created.topic))
      if (relayer.connected) return resolve(text)
      const onConnect = () => resolve(text)
      relayer.once(RELAYER_CONNECT, onConnect)
      stops.push(() => relayer.off(RELAYER_CONNECT, onConnect))
    }
    pairing.events.on(PAIRING_CREATE, onCreate)
    stops.push(() => pairing.events.off(PAIRING_CREATE, onCreate))
  })
  return { uri, stop: () => stops.splice(0).forEach((stop) => stop()) }
}
