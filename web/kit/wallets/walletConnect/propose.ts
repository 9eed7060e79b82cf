import { PairingCancelledError, PairingExpiredError } from './errors.ts'
import { RelayUnavailableError } from './relay-errors.ts'
import { proposal, type WcValidator } from './session.ts'
import type { Session, SignClient } from './signClient.ts'
import { claimRelay } from './release.ts'
import { uriAhead } from './uriAhead.ts'

// Proposing a session on a new pairing, and the relay socket's part in it: shared by a pairing
// under way (pairing.ts) and one proposed ahead of the visitor's tap or click (prepared.ts).

/** How long the relay may take to accept a proposal (and so produce a pairing URI). */
const URI_TIMEOUT_MS = 10_000

export interface PairingRequest {
  client: SignClient
  /** The Rust core's WalletConnect checks (not sign-client's `client.core`). */
  validator: WcValidator
  chainIds: readonly number[]
  /** Receives each pairing URI once it passed the core's checks. */
  onUri(uri: string): void
  /** Ends the attempt (the visitor closed the modal or chose another wallet). */
  signal?: AbortSignal
  /** With the placeholder project id, a relay's refusal means the id is missing, not wrong. */
  placeholderProjectId?: boolean
  /** Starts the proposal the URI carries; one that asks for nothing else (`connect()`) by default. */
  open?(client: SignClient): Promise<Opened>
  /**
   * What the proposal asks for: a session, or a session and sign-in ('authenticate', its nonce
   * reserved). A pairing prepared ahead is taken only by a pair() of its kind.
   */
  kind?: PairingKind
}

export type PairingKind = 'session' | 'authenticate'

/** A started request: its pairing URI and the wallet's answer, a session. */
export interface Opened {
  uri?: string
  approval(): Promise<Session>
}

/** sign-client gave up publishing the proposal: its relay never confirmed taking it. */
const PUBLISH_FAILED = /^Failed to publish/

/** The browser says it has no network (unit tests in Node have no navigator: online). */
const browserOffline = () => globalThis.navigator?.onLine === false

/**
 * Why a proposal's publish was given up. Online, the relay never took it. Offline, the publisher
 * kept trying for the proposal's whole lifetime (resend.ts), so what ended is the proposal: its
 * QR may be on the relay already, and the visitor is told it expired, not that WalletConnect failed.
 */
const publishFailure = (error: unknown): Error =>
  browserOffline()
    ? new PairingExpiredError({ cause: error })
    : new RelayUnavailableError('unreachable', { cause: error })

/**
 * Fails after `ms` of online time: a relay that does not answer. While the browser is offline the
 * wait is not the relay's fault, and the proposal goes out once the network is back (sign-client
 * keeps publishing it), so the limit starts over when it returns instead of failing a QR the
 * visitor may already have scanned.
 */
function timeout(ms: number): { expired: Promise<never>; clear(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let arm = () => {}
  const expired = new Promise<never>((_, reject) => {
    const fire = () => {
      if (!browserOffline()) return reject(new RelayUnavailableError('unreachable'))
      globalThis.addEventListener?.('online', arm, { once: true })
    }
    arm = () => {
      timer = setTimeout(fire, ms)
    }
    arm()
  })
  expired.catch(() => {})
  return {
    expired,
    clear: () => {
      clearTimeout(timer)
      globalThis.removeEventListener?.('online', arm)
    },
  }
}

/**
 * A proposal we walked away from may still be approved later (the wallet scanned the old QR).
 * Such a session is ended at once, and an expiry or rejection of it is nobody's concern.
 */
export function abandon(client: SignClient, approval: Promise<Session>): void {
  approval
    .then((session) =>
      client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }),
    )
    .catch(() => {})
}

/**
 * Whether the relay socket should close after this failure: the relay could not pair (its
 * reconnect loop would go on), or the visitor left. A wallet's refusal leaves a healthy socket
 * that a RETRY reuses, and a cancel for another attempt leaves it to that attempt.
 */
export const releasesRelay = (error: unknown) =>
  error instanceof RelayUnavailableError || (error instanceof PairingCancelledError && error.release)

/**
 * A proposal on its way: its URI as soon as the pairing exists and the relay is reachable
 * (`uriAhead.ts`; undefined when it cannot be told apart from another proposal's), and the
 * proposal itself once the relay has it.
 */
export interface Proposing {
  ahead: Promise<string | undefined>
  opened: Promise<Opened>
}

/** Asks the relay for a pairing within {@link URI_TIMEOUT_MS}, or fails. */
export function propose(client: SignClient, request: PairingRequest, failed: Promise<never>): Proposing {
  claimRelay(client)
  const limit = timeout(URI_TIMEOUT_MS)
  const ahead = uriAhead(client)
  const connecting: Promise<Opened> = (
    request.open ? request.open(client) : client.connect(proposal(request.chainIds))
  ).catch((error: unknown) =>
    Promise.reject(PUBLISH_FAILED.test((error as Error)?.message) ? publishFailure(error) : error),
  )
  const opened = Promise.race([connecting, failed, limit.expired]).catch((error: unknown) => {
    connecting.then(
      ({ approval }) => abandon(client, approval()),
      () => {},
    )
    throw error
  })
  void opened
    .finally(() => {
      limit.clear()
      ahead.stop()
    })
    .catch(() => {})
  return { ahead: ahead.uri, opened }
}
