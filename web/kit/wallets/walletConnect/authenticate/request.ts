import { PROPOSAL_EXPIRY_S } from '../session.ts'
import type { AuthChecks } from './core-checks.ts'

/** What the proposal's authentication request asks for: sign-client's `AuthenticateRequestParams`. */
export interface AuthenticateRequest {
  uri: string
  domain: string
  chains: string[]
  nonce: string
  statement: string
  /** sign-client takes the proposal's lifetime from it: the same five minutes as any proposal. */
  ttl: number
}

export interface RequestInput {
  nonce: string
  chainIds: readonly number[]
  statement: string
  location: Pick<Location, 'host' | 'origin'>
  now: Date
}

/**
 * The authentication request for our nonce: the app's domain and origin, and its chains. It asks
 * for no ReCap: the session's methods are the proposal's. The core populates the payload first,
 * as a wallet would, so a request no wallet could answer (no chain, say) fails here rather than
 * on the phone.
 */
export async function authenticateRequest(checks: AuthChecks, input: RequestInput): Promise<AuthenticateRequest> {
  const chains = input.chainIds.map((id) => `eip155:${id}`)
  const populated = await checks.populateAuthPayload({
    authPayload: {
      type: 'caip122',
      chains,
      domain: input.location.host,
      aud: input.location.origin,
      nonce: input.nonce,
      version: '1',
      iat: input.now.toISOString(),
      statement: input.statement,
    },
    chains,
    methods: [],
  })
  return {
    uri: populated.aud ?? input.location.origin,
    domain: populated.domain,
    chains: populated.chains,
    nonce: populated.nonce,
    statement: input.statement,
    ttl: PROPOSAL_EXPIRY_S,
  }
}
