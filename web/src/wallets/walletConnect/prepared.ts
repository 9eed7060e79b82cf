import { checkPairingUri, checkProposal } from './session'
import type { Session, SignClient } from './signClient'
import { abandon, propose, releaseRelay, socketClosed, type PairingRequest, type Proposing } from './propose'

/**
 * A pairing proposed ahead of the tap or click: on phones a deep link must open inside the tap's
 * user gesture, which a relay round trip can outlast; on desktops the pointer's arrival on a QR
 * wallet starts it. One per sign-client; the next pair() takes it.
 */
interface Prepared {
  /** Rejects as {@link propose} does when no proposal could be made. */
  proposal: Promise<{ uri: string; approval: () => Promise<Session> }>
  /** Its URI ahead of the relay's acknowledgement, as {@link Proposing}'s. */
  ahead: Promise<string | undefined>
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
  const proposing = checkProposal(request.core, request.chainIds).then(() => propose(client, { ...request, onUri: () => {} }, never))
  const proposal = proposing
    .then((p) => p.opened)
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
  const ahead = proposing.then(
    (p) => p.ahead,
    () => undefined,
  )
  const entry: Prepared = { proposal, ahead, until: Date.now() + PREPARED_LIFETIME_MS, stop: socket.cancel }
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
export function takePrepared(client: SignClient, failed: Promise<never>): Proposing | undefined {
  const entry = preparedByClient.get(client)
  if (!entry) return undefined
  preparedByClient.delete(client)
  entry.stop()
  if (Date.now() >= entry.until) {
    void abandonPrepared(client, entry)
    return undefined
  }
  const opened = Promise.race([entry.proposal, failed]).catch((error: unknown) => {
    void abandonPrepared(client, entry)
    throw error
  })
  return { ahead: entry.ahead, opened }
}

/** Ends a prepared proposal nobody will use, once it is made (a failed one needs nothing). */
function abandonPrepared(client: SignClient, entry: Prepared): Promise<void> {
  return entry.proposal.then(
    (p) => abandon(client, p.approval()),
    () => {},
  )
}

/** Gives up the prepared proposal (the sheet closed); with `release`, the relay socket too. */
async function dropPrepared(client: SignClient, release: boolean): Promise<void> {
  const entry = preparedByClient.get(client)
  if (entry) {
    preparedByClient.delete(client)
    entry.stop()
    await abandonPrepared(client, entry)
  }
  if (release) await releaseRelay(client)
}
