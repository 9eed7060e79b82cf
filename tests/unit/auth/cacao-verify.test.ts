import { buildAuthObject, createEncodedRecap, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import { METHODS } from '../../../web/kit/wallets/walletConnect/session.ts'
import type { AuthChecks, AuthPayload, Cacao } from '../../../web/kit/wallets/walletConnect/authenticate/core-checks.ts'
import { proofOf } from '../../../web/kit/wallets/walletConnect/authenticate/proof.ts'
import { authenticateRequest } from '../../../web/kit/wallets/walletConnect/authenticate/request.ts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import {
  APP_ORIGIN,
  authServerOnAnvil,
  CHAIN_ID,
  cookieOf,
  expectRefusal,
  getNonce,
  postVerify,
  session,
  type AuthServer,
} from './harness.ts'

// One-click sign-in's messages at the auth API: the EIP-4361 text the app rebuilds from a
// wallet's CACAO (ReCap statement and resource included) verifies like any other sign-in, and a
// CACAO bound to another nonce or domain than ours is refused with nothing stored.

const alice = privateKeyToAccount(DEV_KEYS[1])
const peers = authServerOnAnvil()
const location = { host: new URL(APP_ORIGIN).host, origin: APP_ORIGIN }

/** The Rust core's CACAO checks as the connector calls them (async, as through the worker). */
let authChecks: AuthChecks
beforeAll(async () => {
  const core = await loadCoreNode()
  authChecks = new Proxy({} as AuthChecks, {
    get:
      (_, name) =>
      async (...args: unknown[]) =>
        (core[name as keyof AuthChecks] as (...a: unknown[]) => unknown)(...args),
  })
})

/** The app's authenticate request for a fresh nonce, as the connector builds it. */
async function request(server: AuthServer) {
  return authenticateRequest(authChecks, {
    nonce: await getNonce(server),
    chainIds: [CHAIN_ID],
    statement: 'Sign in to Beacon.',
    location,
    now: new Date(server.clock.now),
  })
}

/**
 * What a wallet answers: the payload sign-client sends, with a ReCap of our methods as its
 * resource (a wallet may grant one; the API must read its statement), narrowed to what the wallet
 * supports, signed with its key.
 */
async function cacaoFor(
  account: LocalAccount,
  params: Awaited<ReturnType<typeof request>>,
  change: Partial<AuthPayload> = {},
  at = peers.server.clock.now,
): Promise<Cacao> {
  const payload = populateAuthPayload({
    authPayload: {
      type: 'caip122',
      chains: params.chains,
      domain: params.domain,
      aud: params.uri,
      nonce: params.nonce,
      version: '1',
      iat: new Date(at).toISOString(),
      statement: params.statement,
      resources: [createEncodedRecap('eip155', 'request', [...METHODS])],
    },
    chains: params.chains,
    methods: ['personal_sign', 'eth_sendTransaction'],
  })
  const signed = { ...payload, ...change }
  const iss = `did:pkh:eip155:${CHAIN_ID}:${account.address}`
  const signature = await account.signMessage({ message: formatMessage(signed, iss) })
  return buildAuthObject(signed, { t: 'eip191', s: signature }, iss) as Cacao
}

/** Posts a CACAO's rebuilt message and signature as they are, past the app's own checks. */
async function postCacao(cacao: Cacao) {
  const message = formatMessage(cacao.p, cacao.p.iss)
  return postVerify(peers.server, { message, signature: cacao.s.s })
}

describe('verify with a CACAO', () => {
  it('accepts the message rebuilt from the CACAO, ReCap and all, and signs the wallet in', async () => {
    const params = await request(peers.server)
    const proof = await proofOf(authChecks, [await cacaoFor(alice, params)], params, CHAIN_ID)
    expect(proof.message).toContain(`Nonce: ${params.nonce}`)
    expect(proof.message).toMatch(
      /I further authorize the stated URI to perform the following actions on my behalf: \(1\) 'request': .*'personal_sign'.* for 'eip155'\.\n/,
    )
    expect(proof.message).toMatch(/\nResources:\n- urn:recap:[\w-]+$/)
    const res = await postVerify(peers.server, { message: proof.message, signature: proof.signature })
    expect(res.status).toBe(200)
    expect(await session(peers.server, cookieOf(res))).toMatchObject({
      authenticated: true,
      address: alice.address,
      chainId: CHAIN_ID,
    })
    // Single use: the same CACAO again is refused.
    await expectRefusal(
      await postVerify(peers.server, { message: proof.message, signature: proof.signature }),
      401,
      'invalid_nonce',
    )
  })

  it('refuses a CACAO for another domain, and keeps the nonce for the real one', async () => {
    const params = await request(peers.server)
    const tampered = await cacaoFor(alice, params, { domain: 'evil.example' })
    await expect(proofOf(authChecks, [tampered], params, CHAIN_ID)).rejects.toThrow(
      'Error verifying signature, please retry!',
    )
    await expectRefusal(await postCacao(tampered), 403, 'domain_mismatch')
    // Nothing was stored: the nonce was not used up by the refusal.
    expect((await postCacao(await cacaoFor(alice, params))).status).toBe(200)
  })

  it('refuses a CACAO for a nonce we did not issue, or one whose URI is elsewhere', async () => {
    const params = await request(peers.server)
    const otherNonce = await cacaoFor(alice, params, { nonce: `${params.nonce}0` })
    await expect(proofOf(authChecks, [otherNonce], params, CHAIN_ID)).rejects.toThrow(
      'Error verifying signature, please retry!',
    )
    await expectRefusal(await postCacao(otherNonce), 401, 'invalid_nonce')
    await expectRefusal(
      await postCacao(await cacaoFor(alice, params, { aud: 'http://evil.example/' })),
      403,
      'uri_mismatch',
    )
    expect((await postCacao(await cacaoFor(alice, params))).status).toBe(200)
  })

  it('refuses an expired CACAO and one signed by another key', async () => {
    const params = await request(peers.server)
    const now = peers.server.clock.now
    await expectRefusal(
      await postCacao(await cacaoFor(alice, params, { exp: new Date(now - 1000).toISOString() })),
      401,
      'message_expired',
    )
    const bob = privateKeyToAccount(DEV_KEYS[2])
    const forged = await cacaoFor(alice, params)
    forged.s.s = (await cacaoFor(bob, params)).s.s
    await expectRefusal(await postCacao(forged), 401, 'invalid_signature')
  })
})
