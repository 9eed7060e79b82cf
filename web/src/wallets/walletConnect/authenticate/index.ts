import { isAddressEqual } from 'viem'
import { authAdapter, authSessionStore } from '../../../auth/instance'
import { config } from '../../../config'
import { signInStatement } from '../../../auth/statement'
import { pair as pairWith, type PairingRequest } from '../pairing'
import { preparedPairing as ordinaryPrepared } from '../prepared'
import { checkSession, METHODS } from '../session'
import type { Session } from '../signClient'
import { authChecks, type Cacao } from './core-checks'
import { OneClickSignInError, toAuthenticateError } from './errors'
import { proofOf } from './proof'
import { authenticateRequest } from './request'

/**
 * A new pairing. With sign-in on it is one-click sign-in (CAIP-222 authenticated sessions): the
 * pairing URI carries an authenticate request for a nonce from our API instead of a bare session
 * proposal. A wallet that approves returns CACAOs and a session in one answer; the signed message
 * rebuilt from the CACAO goes to our API, and the visitor ends connected and signed in. A wallet
 * that answers only the proposal sign-client sends alongside gets an ordinary session; the
 * sign-in modal then asks for the signature as usual.
 */
export async function pair(request: PairingRequest): Promise<Session> {
  const adapter = authAdapter
  const store = authSessionStore
  // Sign-in off (no VITE_AUTH_URL): the ordinary session proposal.
  if (!adapter || !store) return pairWith(request)
  const nonce = await adapter.getNonce().catch((error: unknown) => Promise.reject(new OneClickSignInError('prepare', { cause: error })))
  const params = await authenticateRequest(authChecks, {
    nonce,
    chainIds: request.chainIds,
    methods: METHODS,
    statement: signInStatement(config.appName),
    location: window.location,
    now: new Date(),
  })

  // Per session: an attempt given up on (a relay restart) may still be answered later.
  const cacaosOf = new Map<string, Cacao[]>()
  const session = await pairWith({
    ...request,
    open: async (client) => {
      const { uri, response } = await client.authenticate(params)
      const approval = () =>
        response().then(
          ({ auths, session }) => {
            // sign-client opens no session for a CACAO whose ReCap grants no method.
            if (!session) throw new OneClickSignInError('verify', { cause: new Error('The wallet granted no methods') })
            if (auths?.length) cacaosOf.set(session.topic, auths as Cacao[])
            return session
          },
          (error: unknown) => Promise.reject(toAuthenticateError(error)),
        )
      return { uri, approval }
    },
  })
  const cacaos = cacaosOf.get(session.topic)
  // Only the fallback proposal was answered: connected, not signed in.
  if (!cacaos) return session

  try {
    await checkSession(request.core, session, request.chainIds[0])
    const proof = await proofOf(authChecks, cacaos, params, request.chainIds[0])
    if (!(await adapter.verify(proof))) throw new OneClickSignInError('verify', { cause: new Error('The auth API refused the CACAO') })
    // The cookie is HttpOnly: the API says whether the browser kept it.
    const signedIn = await store.refresh()
    if (!signedIn || !isAddressEqual(signedIn.address, proof.address))
      throw new OneClickSignInError('verify', { cause: new Error('No session after verification') })
  } catch (error) {
    await request.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }).catch(() => {})
    throw error instanceof OneClickSignInError ? error : new OneClickSignInError('verify', { cause: error })
  }
  return session
}

/**
 * A pairing proposed ahead of a tap or a click. Those are ordinary proposals: with sign-in on the
 * pairing must carry an authenticate request for a fresh nonce, so nothing is prepared (a phone's
 * link opens once the URI has arrived).
 */
export function preparedPairing(request: Parameters<typeof ordinaryPrepared>[0]): ReturnType<typeof ordinaryPrepared> {
  const ordinary = ordinaryPrepared(request)
  return authAdapter && authSessionStore ? { ...ordinary, prepare: async () => undefined } : ordinary
}
