import type { SignClient } from '@walletconnect/sign-client'
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { WALLET_METHODS } from './requests.ts'

/**
 * How the test wallet answers a session proposal that also asks for sign-in (sign-client's
 * `connect({ authentication })`): approve it with one CACAO per chain it serves, each a real
 * signature over the SIWE message sign-client formats (EIP-191 by its key, EIP-1271 by a contract
 * account); reject the proposal as the user would; or approve with a CACAO bound to another domain or nonce than the request's, signed just
 * as validly (a wallet gone wrong, or a phishing relay).
 */
export type AuthenticateMode = 'approve' | 'reject' | 'otherDomain' | 'otherNonce'

type Client = InstanceType<typeof SignClient>
type Payload = AuthTypes.PayloadParams

function tamper(payload: Payload, mode: AuthenticateMode): Payload {
  if (mode === 'otherDomain') return { ...payload, domain: 'evil.example' }
  if (mode === 'otherNonce') return { ...payload, nonce: `${payload.nonce}0` }
  return payload
}

/** The CACAOs that answer a proposal's authentication requests, one per request and chain served. */
export async function answerAuthentication(
  client: Client,
  ctx: { account: LocalAccount; contract: boolean; chains: number[]; mode: AuthenticateMode },
  requests: Payload[],
): Promise<AuthTypes.Cacao[]> {
  const cacaos: AuthTypes.Cacao[] = []
  for (const request of requests) {
    const payload = populateAuthPayload({
      authPayload: request,
      chains: ctx.chains.map((chain) => `eip155:${chain}`),
      methods: WALLET_METHODS,
    })
    const signed = tamper(payload, ctx.mode)
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${ctx.account.address}`
      const message = client.formatAuthMessage({ request: signed, iss })
      const signature = await ctx.account.signMessage({ message })
      cacaos.push(buildAuthObject(signed, { t: ctx.contract ? 'eip1271' : 'eip191', s: signature }, iss))
    }
  }
  return cacaos
}
