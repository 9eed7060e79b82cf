import type { AuthChecks } from './core-checks.ts'

/** What the authenticate request asks for: sign-client's `authenticate()` parameters. */
export interface AuthenticateRequest {
  uri: string
  domain: string
  chains: string[]
  nonce: string
  statement: string
  methods: string[]
}

export interface RequestInput {
  nonce: string
  chainIds: readonly number[]
  /** The session methods the app uses: the ReCap the wallet is asked to grant. */
  methods: readonly string[]
  statement: string
  location: Pick<Location, 'host' | 'origin'>
  now: Date
}

/**
 * The authenticate request for our nonce: the app's domain and origin, its chains and methods.
 * The core populates the payload first, as a wallet would, so a request no wallet could answer
 * (no chain, say) fails here rather than on the phone.
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
    methods: [...input.methods],
  })
  return {
    uri: populated.aud ?? input.location.origin,
    domain: populated.domain,
    chains: populated.chains,
    nonce: populated.nonce,
    statement: input.statement,
    methods: [...input.methods],
  }
}
