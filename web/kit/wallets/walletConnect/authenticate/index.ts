import { isAddressEqual } from 'viem'
import { authAdapter, authSessionStore } from '../../../auth/instance.ts'
import { chain, config } from '../../../config/index.ts'
import { chainTransport } from '../../../wagmi/transport.ts'
import { signInStatement } from '../../../auth/statement.ts'
import { pair as pairWith, type PairingRequest } from '../pairing.ts'
import { preparedPairing as ordinaryPrepared } from '../prepared.ts'
import { checkSession, METHODS } from '../session.ts'
import type { Session } from '../signClient.ts'
import { routeCacaoChecks } from './cacao-rpc.ts'
import { authChecks, type Cacao } from './core-checks.ts'
import { OneClickSignInError, toAuthenticateError } from './errors.ts'
import { proofOf } from './proof.ts'
import { authenticateRequest, type AuthenticateRequest } from './request.ts'

/**
 * A new pairing. With sign-in on it is one-click sign-in (CAIP-222 authenticated sessions): the
 * pairing URI carries an authenticate request for a nonce from our API instead of a bare session
 * proposal. A wallet that approves returns CACAOs and a session in one answer; the signed message
 * rebuilt from the CACAO goes to our API, and the visitor ends connected and signed in. A wallet
 * that answers only the proposal sign-client sends alongside gets an ordinary session; the
 * sign-in modal then asks for the signature as usual.
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
  adapter: NonNullable<typeof authAdapter>,
  chainIds: readonly number[],
): Promise<AuthenticateRequest> {
  const nonce = await adapter
    .getNonce()
    .catch((error: unknown) => Promise.reject(new OneClickSignInError('prepare', { cause: error })))
  return authenticateRequest(authChecks, {
    nonce,
    chainIds,
    methods: METHODS,
    statement: signInStatement(config.appName),
    location: window.location,
    now: new Date(),
  })
}

/** Starts an authenticate request for a fresh nonce: the URI carries it instead of a bare proposal. */
function openSignIn(
  adapter: NonNullable<typeof authAdapter>,
  chainIds: readonly number[],
): NonNullable<PairingRequest['open']> {
  return async (client) => {
    const params = await signInRequest(adapter, chainIds)
    // A contract account's CACAO is checked on our chain, not at WalletConnect's RPC (cacao-rpc.ts).
    routeCacaoChecks(chain.id, chainTransport(config.rpcUrl)({ chain }).request)
    const { uri, response } = await client.authenticate(params)
    // Asked for at once, and once: sign-client settles only the answer promise handed out last,
    // and drops an answer that comes before any was.
    const answer = response().then(
      ({ auths, session }) => {
        // sign-client opens no session for a CACAO whose ReCap grants no method.
        if (!session) throw new OneClickSignInError('verify', { cause: new Error('The wallet granted no methods') })
        if (auths?.length) signIns.set(session.topic, { cacaos: auths as Cacao[], params })
        return session
      },
      (error: unknown) => Promise.reject(toAuthenticateError(error)),
    )
    answer.catch(() => {})
    return { uri, approval: () => answer }
  }
}

export async function pair(request: PairingRequest): Promise<Session> {
  const adapter = authAdapter
  const store = authSessionStore
  // Sign-in off (no VITE_AUTH_URL): the ordinary session proposal.
  if (!adapter || !store) return pairWith(request)
  // The request prepared ahead (its nonce reserved) if there is one, else a new one.
  const session = await pairWith({ ...request, kind: 'authenticate', open: openSignIn(adapter, request.chainIds) })
  const signIn = signIns.get(session.topic)
  signIns.delete(session.topic)
  // Only the fallback proposal was answered: connected, not signed in.
  if (!signIn) return session

  try {
    await checkSession(request.core, session, request.chainIds[0])
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
export function preparedPairing(request: Parameters<typeof ordinaryPrepared>[0]): ReturnType<typeof ordinaryPrepared> {
  const adapter = authAdapter
  if (!adapter || !authSessionStore) return ordinaryPrepared(request)
  return ordinaryPrepared({ ...request, kind: 'authenticate', open: openSignIn(adapter, request.chainIds) })
}
