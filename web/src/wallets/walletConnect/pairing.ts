import { PairingCancelledError, WalletConnectSessionError } from './errors'
import { RelayUnavailableError } from './relay-errors'
import { checkPairingUri, checkProposal, checkSession, proposal, type RelayValidator } from './session'
import { RELAYER_DISCONNECT, RELAYER_ERROR, RELAYER_MESSAGE, RELAYER_PUBLISH, type Session, type SignClient } from './signClient'

/**
 * A new pairing: propose a session, hand the URI to the UI, wait for the wallet. If the relay
 * socket closes before the wallet answers, the proposal may be lost with it, so the pairing
 * starts over with a fresh URI (the UI redraws the QR code). A relay that cannot give a URI in
 * time, that refuses the project, or a settlement sign-client refuses, ends the attempt with an
 * error the UI shows; so does cancelling it.
 */

/** Consecutive restarts before giving up: a relay that keeps closing is down. */
const MAX_RESTARTS = 3
/** How long the relay may take to accept a proposal (and so produce a pairing URI). */
export const URI_TIMEOUT_MS = 10_000
/** sign-client's tag for its answer to the wallet's settle request (wc_sessionSettle response). */
const SETTLE_RESPONSE_TAG = 1103
/** What the relay's close code 3000 looks like once sign-client reports it. */
const UNAUTHORIZED_CLOSE = /code: 3000\b/

export interface PairingRequest {
  client: SignClient
  core: RelayValidator
  chainIds: readonly number[]
  /** Receives each pairing URI once it passed the core's checks. */
  onUri(uri: string): void
  /** Ends the attempt (the visitor closed the modal or chose another wallet). */
  signal?: AbortSignal
  /** With the placeholder project id, a relay's refusal means the id is missing, not wrong. */
  placeholderProjectId?: boolean
  /** Starts the request the URI carries; an ordinary session proposal (`connect()`) by default. */
  open?(client: SignClient): Promise<Opened>
}

/** A started request: its pairing URI and the wallet's answer, a session. */
export interface Opened {
  uri?: string
  approval(): Promise<Session>
}

type Outcome = { session: Session } | { closed: true }

function socketClosed(client: SignClient): { closed: Promise<Outcome>; cancel(): void } {
  let listener = () => {}
  const closed = new Promise<Outcome>((resolve) => {
    listener = () => resolve({ closed: true })
    client.core.relayer.once(RELAYER_DISCONNECT, listener)
  })
  return { closed, cancel: () => client.core.relayer.off(RELAYER_DISCONNECT, listener) }
}

/** sign-client answers a settle request it refuses with an empty error: this is what we show then. */
const SETTLEMENT_REFUSED = 'The wallet settled a session that does not conform to WalletConnect.'

type RelayPayload = { method?: string; params?: unknown; error?: { code?: number; message?: string } }

async function decode(client: SignClient, topic?: string, message?: string): Promise<RelayPayload | undefined> {
  if (!topic || !message) return undefined
  return (await client.core.crypto.decode(topic, message).catch(() => undefined)) as RelayPayload | undefined
}

/**
 * Rejects when anything ends the attempt early: cancel, the relay's 3000 close, or a settlement
 * that does not conform. sign-client refuses such a settlement (a bare address as account, say)
 * before our connector sees it, and only logs it, leaving the proposal to run to its expiry; so
 * the attempt checks the wallet's settle request with the Rust core itself, and also watches for
 * sign-client's refusal of one the core let through.
 */
function interruptions(client: SignClient, request: PairingRequest): { failed: Promise<never>; stop(): void } {
  const stops: Array<() => void> = []
  const failed = new Promise<never>((_, reject) => {
    const { signal } = request
    const onAbort = () => reject(signal?.reason instanceof PairingCancelledError ? signal.reason : new PairingCancelledError(true))
    if (signal?.aborted) onAbort()
    signal?.addEventListener('abort', onAbort)
    stops.push(() => signal?.removeEventListener('abort', onAbort))

    const relayer = client.core.relayer
    const onError = (error: unknown) => {
      if (!UNAUTHORIZED_CLOSE.test((error as Error)?.message ?? '')) return
      reject(new RelayUnavailableError(request.placeholderProjectId ? 'missingProjectId' : 'unauthorized', { cause: error }))
    }
    const onMessage = async (event: { topic?: string; message?: string }) => {
      const payload = await decode(client, event.topic, event.message)
      if (payload?.method !== 'wc_sessionSettle') return
      await checkSession(request.core, payload.params as Session, request.chainIds[0]).catch(reject)
    }
    const onPublish = async (event: { params?: { tag?: number; topic?: string; message?: string } }) => {
      if (event?.params?.tag !== SETTLE_RESPONSE_TAG) return
      const payload = await decode(client, event.params.topic, event.params.message)
      if (payload?.error) reject(new WalletConnectSessionError(payload.error.message || SETTLEMENT_REFUSED, payload.error.code ?? 0))
    }
    relayer.on(RELAYER_ERROR, onError)
    relayer.on(RELAYER_MESSAGE, onMessage)
    relayer.on(RELAYER_PUBLISH, onPublish)
    stops.push(
      () => relayer.off(RELAYER_ERROR, onError),
      () => relayer.off(RELAYER_MESSAGE, onMessage),
      () => relayer.off(RELAYER_PUBLISH, onPublish),
    )
  })
  failed.catch(() => {})
  return { failed, stop: () => stops.forEach((stop) => stop()) }
}

function timeout(ms: number): { expired: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RelayUnavailableError('unreachable')), ms)
  })
  expired.catch(() => {})
  return { expired, clear: () => clearTimeout(timer) }
}

/**
 * A proposal we walked away from may still be approved later (the wallet scanned the old QR).
 * Such a session is ended at once, and an expiry or rejection of it is nobody's concern.
 */
function abandon(client: SignClient, approval: Promise<Session>): void {
  approval.then((session) => client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })).catch(() => {})
}

/**
 * Whether the relay socket should close after this failure: the relay could not pair (its
 * reconnect loop would go on), or the visitor left. A wallet's refusal leaves a healthy socket
 * that a RETRY reuses, and a cancel for another attempt leaves it to that attempt.
 */
const releasesRelay = (error: unknown) => error instanceof RelayUnavailableError || (error instanceof PairingCancelledError && error.release)

/**
 * Stops sign-client's reconnect loop, unless a live session still needs the socket; the next
 * attempt opens it again. Resolves once the socket closed, so its close event cannot reach the
 * next attempt (which would take it for a relay drop and restart its pairing).
 */
async function releaseRelay(client: SignClient): Promise<void> {
  if (client.session.keys.length === 0) await client.core.relayer.transportClose().catch(() => {})
}

/** Asks the relay for a pairing within {@link URI_TIMEOUT_MS}, or fails. */
async function propose(client: SignClient, request: PairingRequest, failed: Promise<never>) {
  const limit = timeout(URI_TIMEOUT_MS)
  const connecting: Promise<Opened> = request.open ? request.open(client) : client.connect(proposal(request.chainIds))
  try {
    return await Promise.race([connecting, failed, limit.expired])
  } catch (error) {
    connecting.then(
      ({ approval }) => abandon(client, approval()),
      () => {},
    )
    throw error
  } finally {
    limit.clear()
  }
}

export async function pair(request: PairingRequest): Promise<Session> {
  const { client, core, chainIds, onUri } = request
  await checkProposal(core, chainIds)
  const watch = interruptions(client, request)
  try {
    for (let restarts = 0; ; restarts++) {
      // sign-client's proposal expiry is five minutes (PROPOSAL_EXPIRY_S); approval() rejects after it.
      const { uri, approval } =
        (restarts === 0 && !request.open && (await takePrepared(client, watch.failed))) || (await propose(client, request, watch.failed))
      const approved = approval()
      const socket = socketClosed(client)
      try {
        await checkPairingUri(core, uri ?? '')
        onUri(uri!)
        const outcome = await Promise.race([approved.then((session) => ({ session })), socket.closed, watch.failed])
        if ('session' in outcome) return outcome.session
      } catch (error) {
        abandon(client, approved)
        throw error
      } finally {
        socket.cancel()
      }
      abandon(client, approved)
      if (restarts >= MAX_RESTARTS) throw new RelayUnavailableError('closing')
    }
  } catch (error) {
    if (releasesRelay(error)) await releaseRelay(client)
    throw error
  } finally {
    watch.stop()
  }
}

/**
 * A pairing proposed ahead of the tap (phones): a deep link must open inside the tap's user
 * gesture, which a relay round trip can outlast. One per sign-client; the next pair() takes it.
 */
interface Prepared {
  /** Rejects as {@link propose} does when no proposal could be made. */
  proposal: Promise<{ uri: string; approval: () => Promise<Session> }>
  /** Proposals older than this are not handed out: the wallet could get an expiring one. */
  until: number
  stop(): void
}

/** A prepared proposal is used within 4 of its 5 minutes. */
const PREPARED_LIFETIME_MS = 4 * 60_000
const preparedByClient = new WeakMap<SignClient, Prepared>()

/**
 * Proposes a pairing now and keeps it for the next {@link pair}; resolves with its checked URI,
 * or undefined when none could be made in time (the tap then pairs the usual way). A relay
 * socket that closes meanwhile may have lost the proposal: it is dropped then.
 */
export function preparePairing(request: Pick<PairingRequest, 'client' | 'core' | 'chainIds'>): Promise<string | undefined> {
  const { client } = request
  const current = preparedByClient.get(client)
  if (current && Date.now() < current.until) return current.proposal.then((p) => p?.uri)
  const never = new Promise<never>(() => {})
  const socket = socketClosed(client)
  const proposal = checkProposal(request.core, request.chainIds)
    .then(() => propose(client, { ...request, onUri: () => {} }, never))
    .then(async ({ uri, approval }) => {
      // sign-client settles only the promise of approval()'s latest call: call it once, now.
      const approved = approval()
      approved.catch(() => {})
      try {
        await checkPairingUri(request.core, uri ?? '')
      } catch (error) {
        abandon(client, approved)
        throw error
      }
      return { uri: uri!, approval: () => approved }
    })
  const entry: Prepared = { proposal, until: Date.now() + PREPARED_LIFETIME_MS, stop: socket.cancel }
  preparedByClient.set(client, entry)
  void socket.closed.then(() => dropPrepared(client, false))
  // A failure seen before any click is forgotten: the click then asks the relay again.
  proposal.catch(() => preparedByClient.get(client) === entry && preparedByClient.delete(client))
  return proposal.then(
    (p) => p.uri,
    () => undefined,
  )
}

/** What the connector offers phones: prepare the next pairing (its URI), or drop it. */
export function preparedPairing(request: Pick<PairingRequest, 'client' | 'core' | 'chainIds'>) {
  return { prepare: () => preparePairing(request), drop: (release: boolean) => dropPrepared(request.client, release) }
}

export type PreparedPairing = ReturnType<typeof preparedPairing>

/**
 * The prepared proposal, once: undefined if there is none or it grew old. One still on its way
 * is this attempt's: its failure is the attempt's failure (asking the relay again would double
 * the wait for a relay that does not answer), and cancelling the attempt abandons it.
 */
async function takePrepared(client: SignClient, failed: Promise<never>) {
  const entry = preparedByClient.get(client)
  if (!entry) return undefined
  preparedByClient.delete(client)
  entry.stop()
  let proposal
  try {
    proposal = await Promise.race([entry.proposal, failed])
  } catch (error) {
    entry.proposal.then(
      (p) => abandon(client, p.approval()),
      () => {},
    )
    throw error
  }
  if (Date.now() < entry.until) return proposal
  abandon(client, proposal.approval())
  return undefined
}

/** Gives up the prepared proposal (the sheet closed); with `release`, the relay socket too. */
export async function dropPrepared(client: SignClient, release: boolean): Promise<void> {
  const entry = preparedByClient.get(client)
  if (entry) {
    preparedByClient.delete(client)
    entry.stop()
    await entry.proposal.then(
      (p) => abandon(client, p.approval()),
      () => {},
    )
  }
  if (release) await releaseRelay(client)
}
