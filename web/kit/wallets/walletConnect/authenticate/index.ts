import { isAddressEqual } from 'viem'
import type { AuthAdapter } from '../../../auth/adapter.ts'
import type { KitAuth } from '../../../auth/kitAuth.ts'
import { signInStatement } from '../../../auth/statement.ts'
import { pair as pairWith, type PairingRequest } from '../pairing.ts'
import { preparedPairing as ordinaryPrepared } from '../prepared.ts'
import { checkSession, proposal } from '../session.ts'
import type { Session } from '../signClient.ts'
import { authChecks, type Cacao } from './core-checks.ts'
import { OneClickSignInError } from './errors.ts'
import { proofOf } from './proof.ts'
import { authenticateRequest, type AuthenticateRequest } from './request.ts'

/**
 * A new pairing. With sign-in on it is one-click sign-in: the session proposal carries an
 * authentication request (sign-client's `connect({ authentication })`) for a nonce from our API.
 * A wallet that supports it signs the SIWE message and approves the session in one answer, the
 * CACAOs attached; the signed message rebuilt from the CACAO goes to our API, and the visitor
 * ends connected and signed in. A wallet that does not approves the proposal alone: connected,
 * and the sign-in modal then asks for the signature as usual.
 *
 * sign-client's older `authenticate()` (deprecated in 2.25) checked every CACAO itself, a contract
 * account's (`eip1271`) with an eth_call at WalletConnect's RPC: a third-party call that knows no
 * local chain, so a Safe could never sign in with one click. Here the CACAO is checked by the Rust
 * core against our request and its signature by our API, on our chain.
 */
/** What one-click sign-in needs once the wallet answered: its CACAOs and the request they answer. */
interface SignIn {
  cacaos: Cacao[]
  params: AuthenticateRequest
}

/** Per session: a request given up on, or prepared ahead, is answered under its own topic. */
const signIns = new Map<string, SignIn>()

/** Reserves a nonce with our API and builds the authenticate request for it. */
async function signInRequest(
  adapter: AuthAdapter,
  appName: string,
  chainIds: readonly number[],
): Promise<AuthenticateRequest> {
  const nonce = await adapter
    .getNonce()
    .catch((error: unknown) => Promise.reject(new OneClickSignInError('prepare', { cause: error })))
  return authenticateRequest(authChecks, {
    nonce,
    chainIds,
    statement: signInStatement(appName),
    location: window.location,
    now: new Date(),
  })
}

/** Proposes a session that asks for sign-in with a fresh nonce: one approval answers both. */
function openSignIn({ adapter, appName }: KitAuth, chainIds: readonly number[]): NonNullable<PairingRequest['open']> {
  return async (client) => {
    const params = await signInRequest(adapter, appName, chainIds)
    const { uri, approval } = await client.connect({ ...proposal(chainIds), authentication: [params] })
    return {
      uri,
      approval: () =>
        approval().then((session) => {
          const cacaos = session.authentication as Cacao[] | undefined
          if (cacaos?.length) signIns.set(session.topic, { cacaos, params })
          return session
        }),
    }
  }
}

/** `auth` is the provider's sign-in (kitAuth.ts); without it, sign-in is off. */
export async function pair(request: PairingRequest, auth?: KitAuth): Promise<Session> {
  // Sign-in off: the ordinary session proposal.
  if (!auth) return pairWith(request)
  const { adapter, store } = auth
  // The request prepared ahead (its nonce reserved) if there is one, else a new one.
  const session = await pairWith({ ...request, kind: 'authenticate', open: openSignIn(auth, request.chainIds) })
  const signIn = signIns.get(session.topic)
  signIns.delete(session.topic)
  // Only the fallback proposal was answered: connected, not signed in.
  if (!signIn) return session

  try {
    await checkSession(request.validator, session, request.chainIds[0])
    const proof = await proofOf(authChecks, signIn.cacaos, signIn.params, request.chainIds[0])
    if (!(await adapter.verify(proof)))
      throw new OneClickSignInError('verify', { cause: new Error('The auth API refused the CACAO') })
    // The cookie is HttpOnly: the API says whether the browser kept it.
    const signedIn = await store.refresh()
    if (!signedIn || !isAddressEqual(signedIn.address, proof.address))
      throw new OneClickSignInError('verify', { cause: new Error('No session after verification') })
  } catch (error) {
    await request.client
      .disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
      .catch(() => {})
    throw error instanceof OneClickSignInError ? error : new OneClickSignInError('verify', { cause: error })
  }
  return session
}

/**
 * A pairing proposed ahead of a tap or a click, so a phone's link opens inside the tap. With
 * sign-in on it is an authenticate request whose nonce is reserved now (the API keeps a nonce
 * five minutes, longer than a prepared pairing is handed out).
 */
export function preparedPairing(
  request: Parameters<typeof ordinaryPrepared>[0],
  auth?: KitAuth,
): ReturnType<typeof ordinaryPrepared> {
  if (!auth) return ordinaryPrepared(request)
  return ordinaryPrepared({ ...request, kind: 'authenticate', open: openSignIn(auth, request.chainIds) })
}
