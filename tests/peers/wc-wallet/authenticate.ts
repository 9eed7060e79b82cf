import type { SignClient } from '@walletconnect/sign-client'
import type { AuthTypes, SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { WALLET_METHODS } from './requests.ts'

/**
 * How the test wallet answers a `wc_sessionAuthenticate` request (CAIP-222): approve it with one
 * CACAO per chain it serves, each a real signature over the SIWE message sign-client formats
 * (EIP-191 by its key, EIP-1271 by a contract account); reject it as the user would; or approve
 * with a CACAO bound to another domain or nonce than the request's, signed just as validly (a
 * wallet gone wrong, or a phishing relay).
 */
export type AuthenticateMode = 'approve' | 'reject' | 'otherDomain' | 'otherNonce'

type Client = InstanceType<typeof SignClient>
type AuthRequest = SignClientTypes.EventArguments['session_authenticate']
type Payload = AuthTypes.PayloadParams
export type AuthenticatedSession = Awaited<ReturnType<Client['approveSessionAuthenticate']>>['session']

function tamper(payload: Payload, mode: AuthenticateMode): Payload {
  if (mode === 'otherDomain') return { ...payload, domain: 'evil.example' }
  if (mode === 'otherNonce') return { ...payload, nonce: `${payload.nonce}0` }
  return payload
}

/** Answers one authenticate request; resolves with the session it settled, if any. */
export async function answerAuthenticate(
  client: Client,
  ctx: { account: LocalAccount; contract: boolean; chains: number[]; mode: AuthenticateMode },
  { id, params }: AuthRequest,
): Promise<AuthenticatedSession | undefined> {
  if (ctx.mode === 'reject') {
    await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    return undefined
  }
  const payload = populateAuthPayload({
    authPayload: params.authPayload,
    chains: ctx.chains.map((chain) => `eip155:${chain}`),
    methods: WALLET_METHODS,
  })
  const signed = tamper(payload, ctx.mode)
  const auths = []
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${ctx.account.address}`
    const message = client.formatAuthMessage({ request: signed, iss })
    const signature = await ctx.account.signMessage({ message })
    auths.push(buildAuthObject(signed, { t: ctx.contract ? 'eip1271' : 'eip191', s: signature }, iss))
  }
  const { session } = await client.approveSessionAuthenticate({ id, auths })
  return session
}
