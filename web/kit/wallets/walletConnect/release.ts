import { RELAYER_CONNECT, type SignClient } from './signClient.ts'

// Giving the relay socket up when nothing needs it any more, and keeping it given up.

/** Clients whose socket was released, each with the way to stop holding it closed. */
const held = new WeakMap<SignClient, () => void>()

/**
 * Stops sign-client's reconnect loop, unless a live session still needs the socket; the next
 * attempt opens it again. Resolves once the socket closed, so its close event cannot reach the
 * next attempt (which would take it for a relay drop and restart its pairing).
 *
 * A proposal given up while the relay had not taken it (a relay that never answers) lives on in
 * sign-client: its next step or its publish retry reopens the socket, seen within milliseconds
 * of the close on a busy machine, and then holds it open for nobody. So until a new proposal
 * claims it, a socket that reopens with no session is closed again.
 */
export async function releaseRelay(client: SignClient): Promise<void> {
  if (client.session.keys.length > 0) return
  await client.core.relayer.transportClose().catch(() => {})
  holdClosed(client)
}

/** A new proposal needs the socket: it is no longer held closed. */
export function claimRelay(client: SignClient): void {
  held.get(client)?.()
}

function holdClosed(client: SignClient): void {
  if (held.has(client)) return
  const relayer = client.core.relayer
  // In a task of its own: closing from inside sign-client's connect event would cut its own handlers short.
  const onConnect = () =>
    setTimeout(() => {
      if (held.has(client) && client.session.keys.length === 0) void relayer.transportClose().catch(() => {})
    })
  relayer.on(RELAYER_CONNECT, onConnect)
  held.set(client, () => {
    relayer.off(RELAYER_CONNECT, onConnect)
    held.delete(client)
  })
}
