import { pairingTopicOf } from './appLink.ts'
import { checkPairingUri, checkProposal } from './session.ts'
import type { Session, SignClient } from './signClient.ts'
import { abandon, propose, type PairingKind, type PairingRequest, type Proposing } from './propose.ts'
import { releaseRelay } from './release.ts'

/**
 * A pairing proposed ahead of the tap or click: on phones a deep link must open inside the tap's
 * user gesture, which a relay round trip can outlast; on desktops the pointer's arrival on a QR
 * wallet starts it. One per sign-client; the next pair() of the same kind takes it. A relay
 * socket that closes meanwhile does not spoil it: sign-client resubscribes its pairing topic.
 */
interface Prepared {
  kind: PairingKind
  /** Rejects as {@link propose} does when no proposal could be made. */
  proposal: Promise<{ uri: string; approval: () => Promise<Session> }>
  /** Its URI ahead of the relay's acknowledgement, as {@link Proposing}'s. */
  ahead: Promise<string | undefined>
  /** Proposals older than this are not handed out: the wallet could get an expiring one. */
  until: number
}

/** A prepared proposal is used within 4 of its 5 minutes. */
const PREPARED_LIFETIME_MS = 4 * 60_000
const preparedByClient = new WeakMap<SignClient, Prepared>()

type PrepareRequest = Pick<PairingRequest, 'client' | 'validator' | 'chainIds' | 'open' | 'kind'>

/**
 * Proposes a pairing now and keeps it for the next {@link pair}; resolves with its checked URI,
 * or undefined when none could be made in time (the tap then pairs the usual way).
 */
export function preparePairing(request: PrepareRequest): Promise<string | undefined> {
  const { client } = request
  const kind = request.kind ?? 'session'
  const current = preparedByClient.get(client)
  if (current?.kind === kind && Date.now() < current.until) return current.proposal.then((p) => p?.uri)
  if (current) void dropPrepared(client, false)
  // As in pair(): the proposal's check runs beside the proposal, and a failed one ends it.
  const checked = checkProposal(request.validator, request.chainIds)
  const proposing = propose(
    client,
    { ...request, onUri: () => {} },
    checked.then(() => new Promise<never>(() => {})),
  )
  const proposal = proposing.opened.then(async ({ uri, approval }) => {
    // sign-client settles only the promise of approval()'s latest call: call it once, now.
    const approved = approval()
    approved.catch(() => {})
    try {
      await checked
      await checkPairingUri(request.validator, uri ?? '')
    } catch (error) {
      abandon(client, approved)
      throw error
    }
    return { uri: uri!, approval: () => approved }
  })
  const ahead = checked.then(
    () => proposing.ahead,
    () => undefined,
  )
  const entry: Prepared = { kind, proposal, ahead, until: Date.now() + PREPARED_LIFETIME_MS }
  preparedByClient.set(client, entry)
  // A failure seen before any click is forgotten: the click then asks the relay again.
  proposal.catch(() => preparedByClient.get(client) === entry && preparedByClient.delete(client))
  return proposal.then(
    (p) => p.uri,
    () => undefined,
  )
}

/** A proposal with less left than this is not handed to a wallet again. */
const RESUME_MARGIN_MS = 60_000

/** What sign-client's engine says of a proposal it settled or saw refused (its `approval()` listens so). */
type ProposalOutcome = { session?: Session; error?: { message?: string } }
type EngineEvents = {
  once(event: string, listener: (outcome: ProposalOutcome) => void): void
  off(event: string, listener: (outcome: ProposalOutcome) => void): void
}

/**
 * The wallet's answer to a proposal made by an earlier load of this page: sign-client keeps the
 * proposal, its keys and its pairing's subscription in its storage, and its engine announces the
 * answer by the proposal's id, as to `approval()`. Rejects as sign-client's own at the expiry.
 */
function answerTo(client: SignClient, id: number, expiresAt: number): Promise<Session> {
  const events = (client.engine as unknown as { events: EngineEvents }).events
  const event = `session_connect:${id}`
  return new Promise<Session>((resolve, reject) => {
    const timer = setTimeout(() => {
      events.off(event, onOutcome)
      reject(new Error('Proposal expired'))
    }, expiresAt - Date.now())
    function onOutcome({ session, error }: ProposalOutcome) {
      clearTimeout(timer)
      if (session) resolve(session)
      else reject(new Error(error?.message ?? 'The wallet refused the proposal'))
    }
    events.once(event, onOutcome)
  })
}

/**
 * Takes up again, for the next {@link pair}, the proposal of pairing `uri` made by an earlier load
 * of this page (the tab went to a wallet's site and came back by a new load): the link handed out
 * then stays the one to approve. False when that proposal is gone or ends within a minute (a new
 * one is then prepared as usual); a session proposal only, never a sign-in one.
 */
export function resumePairing(request: PrepareRequest, uri: string): boolean {
  const { client } = request
  const topic = pairingTopicOf(uri)
  if ((request.kind ?? 'session') !== 'session' || !topic) return false
  const earlier = client.proposal.getAll().find((p) => p.pairingTopic === topic)
  const expiresAt = (earlier?.expiryTimestamp ?? 0) * 1000
  if (!earlier || expiresAt - Date.now() < RESUME_MARGIN_MS) return false
  if (preparedByClient.has(client)) void dropPrepared(client, false)
  const approved = answerTo(client, earlier.id, expiresAt)
  approved.catch(() => {})
  preparedByClient.set(client, {
    kind: 'session',
    proposal: Promise.resolve({ uri, approval: () => approved }),
    ahead: Promise.resolve(uri),
    until: expiresAt - RESUME_MARGIN_MS,
  })
  return true
}

/** Clients whose first pairing's costs are paid, or being paid. */
const warmedClients = new WeakSet<SignClient>()

/**
 * Pays ahead, with no relay contact, what the first pairing of a page pays on its way to a QR
 * code: the relay auth key, which sign-client derives from its seed for every socket it opens:
 * the first derivation builds the ed25519 base point's tables, the largest item in a profile of
 * the first click (50 to 70 ms on a busy machine). Not the proposal's check: it would load the
 * core's WalletConnect validation module for every visitor who opens the modal, and that module
 * is for those who choose WalletConnect. Once per client; a failure is left to the click, which
 * meets it again and reports it.
 */
export function warmPairing({ client }: PrepareRequest): Promise<void> {
  if (warmedClients.has(client)) return Promise.resolve()
  warmedClients.add(client)
  return client.core.crypto.getClientId().then(
    () => undefined,
    () => void warmedClients.delete(client),
  )
}

/**
 * What the connector offers ahead of a tap or a click: prepare the next pairing (its URI), take up
 * an earlier load's again, drop it, or only warm up for one (no relay contact).
 */
export function preparedPairing(request: PrepareRequest) {
  return {
    prepare: () => preparePairing(request),
    resume: (uri: string) => resumePairing(request, uri),
    drop: (release: boolean) => dropPrepared(request.client, release),
    warm: () => warmPairing(request),
  }
}

export type PreparedPairing = ReturnType<typeof preparedPairing>

/**
 * The prepared proposal of this kind, once: undefined if there is none or it grew old. One still
 * on its way is this attempt's: its failure is the attempt's failure (asking the relay again
 * would double the wait for a relay that does not answer), and cancelling the attempt abandons it.
 */
export function takePrepared(
  client: SignClient,
  failed: Promise<never>,
  kind: PairingKind = 'session',
): Proposing | undefined {
  const entry = preparedByClient.get(client)
  if (!entry || entry.kind !== kind) return undefined
  preparedByClient.delete(client)
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
    await abandonPrepared(client, entry)
  }
  if (release) await releaseRelay(client)
}
