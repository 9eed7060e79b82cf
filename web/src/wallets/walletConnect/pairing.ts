import { RelayUnavailableError } from './errors'
import { checkPairingUri, checkProposal, proposal, type RelayValidator } from './session'
import { RELAYER_DISCONNECT, type Session, type SignClient } from './signClient'

/**
 * A new pairing: propose a session, hand the URI to the UI, wait for the wallet. If the relay
 * socket closes before the wallet answers, the proposal may be lost with it, so the pairing
 * starts over with a fresh URI (the UI redraws the QR code).
 */

/** Consecutive restarts before giving up: a relay that keeps closing is down. */
const MAX_RESTARTS = 3

export interface PairingRequest {
  client: SignClient
  core: RelayValidator
  chainIds: readonly number[]
  /** Receives each pairing URI once it passed the core's checks. */
  onUri(uri: string): void
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

/**
 * A proposal we walked away from may still be approved later (the wallet scanned the old QR).
 * Such a session is ended at once, and an expiry or rejection of it is nobody's concern.
 */
function abandon(client: SignClient, approval: Promise<Session>): void {
  approval
    .then((session) => client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }))
    .catch(() => {})
}

export async function pair({ client, core, chainIds, onUri }: PairingRequest): Promise<Session> {
  await checkProposal(core, chainIds)
  for (let restarts = 0; ; restarts++) {
    // sign-client's proposal expiry is five minutes (PROPOSAL_EXPIRY_S); approval() rejects after it.
    const { uri, approval } = await client.connect(proposal(chainIds))
    const approved = approval()
    const watch = socketClosed(client)
    try {
      await checkPairingUri(core, uri ?? '')
      onUri(uri!)
      const outcome = await Promise.race([approved.then((session) => ({ session })), watch.closed])
      if ('session' in outcome) return outcome.session
    } catch (error) {
      abandon(client, approved)
      throw error
    } finally {
      watch.cancel()
    }
    abandon(client, approved)
    if (restarts >= MAX_RESTARTS) throw new RelayUnavailableError()
  }
}
