import { keepRelayAwake } from './awake.ts'
import { PairingCancelledError, PairingExpiredError, WalletConnectSessionError } from './errors.ts'
import { RelayUnavailableError } from './relay-errors.ts'
import { checkPairingUri, checkProposal, checkSession, type WcValidator } from './session.ts'
import {
  RELAYER_ERROR,
  RELAYER_MESSAGE,
  RELAYER_PUBLISH,
  SETTLE_RESPONSE_TAG,
  type Session,
  type SignClient,
} from './signClient.ts'
import { takePrepared } from './prepared.ts'
import { abandon, propose, releasesRelay, type PairingRequest } from './propose.ts'
import { releaseRelay } from './release.ts'

export type { PairingRequest } from './propose.ts'

/**
 * A new pairing: propose a session, hand the URI to the UI, wait for the wallet. The URI the
 * visitor took (a QR scanned, a link handed to a wallet app) stays valid until the proposal
 * expires, whatever happens to the relay socket meanwhile: sign-client reopens it and
 * resubscribes the pairing topic, and the relay keeps the wallet's answer until its TTL
 * (awake.ts reopens it the moment the page is back). So a dropped socket never starts a new
 * pairing; an expired proposal ends the attempt with RETRY, which makes a new URI. A relay that
 * cannot give a URI in time, that refuses the project, or a settlement sign-client refuses, ends
 * the attempt with an error the UI shows; so does cancelling it.
 */
/** What the relay's close code 3000 looks like once sign-client reports it. */
const UNAUTHORIZED_CLOSE = /code: 3000\b/

/** sign-client answers a settle request it refuses with an empty error: this is what we show then. */
const SETTLEMENT_REFUSED = 'The wallet settled a session that does not conform to WalletConnect.'

type RelayPayload = { method?: string; params?: unknown; error?: { code?: number; message?: string } }

async function decode(client: SignClient, topic?: string, message?: string): Promise<RelayPayload | undefined> {
  if (!topic || !message) return undefined
  return (await client.core.crypto.decode(topic, message).catch(() => undefined)) as RelayPayload | undefined
}

/**
 * Rejects when anything ends the attempt early: the proposal's check, cancel, the relay's 3000
 * close, or a settlement that does not conform. sign-client refuses such a settlement (a bare
 * address as account, say) before our connector sees it, and only logs it, leaving the proposal to run to its expiry; so
 * the attempt checks the wallet's settle request with the Rust core itself, and also watches for
 * sign-client's refusal of one the core let through.
 */
function interruptions(
  client: SignClient,
  request: PairingRequest,
  checked: Promise<void>,
): { failed: Promise<never>; stop(): void } {
  const stops: Array<() => void> = []
  const failed = new Promise<never>((_, reject) => {
    checked.catch(reject)
    const { signal } = request
    const onAbort = () =>
      reject(signal?.reason instanceof PairingCancelledError ? signal.reason : new PairingCancelledError(true))
    if (signal?.aborted) onAbort()
    signal?.addEventListener('abort', onAbort)
    stops.push(() => signal?.removeEventListener('abort', onAbort))

    const relayer = client.core.relayer
    const onError = (error: unknown) => {
      if (!UNAUTHORIZED_CLOSE.test((error as Error)?.message ?? '')) return
      reject(
        new RelayUnavailableError(request.placeholderProjectId ? 'missingProjectId' : 'unauthorized', { cause: error }),
      )
    }
    // The core's checks of the messages received so far. sign-client answers a settle request
    // it refuses sooner than the core (in the worker) checks it, most of all on a busy phone;
    // its refusal waits for the core's, which says what was wrong (a bare address as account).
    let received: Promise<unknown> = Promise.resolve()
    const onMessage = (event: { topic?: string; message?: string }) => {
      const checking = decode(client, event.topic, event.message).then((payload) => {
        if (payload?.method !== 'wc_sessionSettle') return
        return checkSession(request.validator, payload.params as Session, request.chainIds[0]).catch(reject)
      })
      received = Promise.all([received, checking])
    }
    const onPublish = async (event: { params?: { tag?: number; topic?: string; message?: string } }) => {
      if (event?.params?.tag !== SETTLE_RESPONSE_TAG) return
      const payload = await decode(client, event.params.topic, event.params.message)
      if (!payload?.error) return
      await received
      reject(new WalletConnectSessionError(payload.error.message || SETTLEMENT_REFUSED, payload.error.code ?? 0))
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

/**
 * Hands a pairing's URI to the UI once, each after the core's checks (the proposal's, then the
 * URI's): the one known ahead if it comes first, else sign-client's (which replaces the other,
 * should the two ever differ). Once the proposal settled, a URI still on its way ahead is not shown.
 */
function uriDisplay(validator: WcValidator, checked: Promise<void>, onUri: (uri: string) => void) {
  let shown: string | undefined
  let settled = false
  return {
    async ahead(uri: string | undefined) {
      if (!uri || settled) return
      await checked
      await checkPairingUri(validator, uri)
      if (!settled && uri !== shown) onUri((shown = uri))
    },
    settle() {
      settled = true
    },
    async final(uri: string | undefined) {
      await checked
      await checkPairingUri(validator, uri ?? '')
      if (uri !== shown) onUri((shown = uri!))
    },
  }
}

/** sign-client rejects a proposal that outlived its five minutes so. */
const EXPIRED = /^Proposal expired/

const expiredOr = (error: unknown): Error =>
  EXPIRED.test((error as { message?: unknown })?.message as string)
    ? new PairingExpiredError({ cause: error })
    : (error as Error)

export async function pair(request: PairingRequest): Promise<Session> {
  const { client, validator, chainIds, onUri } = request
  // Called off before it began (while sign-client loaded): no proposal, so no socket opened for nobody.
  request.signal?.throwIfAborted()
  // The proposal's check runs beside the proposal (sign-client makes it from the same chains):
  // on a page's first pairing the check waits for the core's validation module to be fetched and
  // compiled, which then no longer holds back the relay's round trips. No URI reaches the UI
  // before the check passes, and a check that fails ends the attempt (interruptions).
  const checked = checkProposal(validator, chainIds)
  const watch = interruptions(client, request, checked)
  const release = keepRelayAwake(client)
  try {
    // sign-client's proposal expiry is five minutes (PROPOSAL_EXPIRY_S); approval() rejects after it.
    const proposing = takePrepared(client, watch.failed, request.kind) ?? propose(client, request, watch.failed)
    const display = uriDisplay(validator, checked, onUri)
    // A URI known ahead that the core refuses is refused again below, as sign-client's own.
    void proposing.ahead.then(display.ahead).catch(() => {})
    const opened = await proposing.opened.finally(display.settle)
    const approved = opened.approval()
    try {
      await display.final(opened.uri)
      return await Promise.race([approved.catch((error: unknown) => Promise.reject(expiredOr(error))), watch.failed])
    } catch (error) {
      abandon(client, approved)
      throw error
    }
  } catch (error) {
    if (releasesRelay(error)) await releaseRelay(client)
    throw error
  } finally {
    watch.stop()
    release()
  }
}
