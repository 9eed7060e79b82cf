import { readdirSync } from 'node:fs'
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_KEYS } from '../../e2e/wallet/options.ts'
import {
  authServerOnAnvil,
  expectRefusal,
  getNonce,
  message,
  postVerify,
  signIn,
  startAuthServer,
  tempDataDir,
} from './harness.ts'

const alice = privateKeyToAccount(DEV_KEYS[1])
const mallory = privateKeyToAccount(DEV_KEYS[2])

const peers = authServerOnAnvil()

async function signed(overrides: Parameters<typeof message>[3] = {}, signer = alice) {
  const text = message(peers.server, alice.address, await getNonce(peers.server), overrides)
  return { message: text, signature: await signer.signMessage({ message: text }) }
}

describe('verify refuses', () => {
  it('a replayed nonce', async () => {
    const body = await signed()
    expect((await postVerify(peers.server, body)).status).toBe(200)
    await expectRefusal(await postVerify(peers.server, body), 401, 'invalid_nonce')
  })

  it('a nonce the peers.server never issued', async () => {
    const text = message(peers.server, alice.address, 'abcdef0123456789')
    await expectRefusal(
      await postVerify(peers.server, { message: text, signature: await alice.signMessage({ message: text }) }),
      401,
      'invalid_nonce',
    )
  })

  it('a message for another domain, another scheme, another URI or another chain', async () => {
    await expectRefusal(
      await postVerify(peers.server, await signed({ domain: 'evil.example', uri: 'http://evil.example' })),
      403,
      'domain_mismatch',
    )
    await expectRefusal(
      await postVerify(peers.server, await signed({ domain: '127.0.0.1:5174' })),
      403,
      'domain_mismatch',
    )
    await expectRefusal(await postVerify(peers.server, await signed({ scheme: 'https' })), 403, 'domain_mismatch')
    await expectRefusal(
      await postVerify(peers.server, await signed({ uri: 'http://evil.example/login' })),
      403,
      'uri_mismatch',
    )
    await expectRefusal(await postVerify(peers.server, await signed({ chainId: 1 })), 403, 'chain_mismatch')
  })

  it('an expired message, one not valid yet, one issued in the future or too long ago', async () => {
    const now = peers.server.clock.now
    await expectRefusal(
      await postVerify(peers.server, await signed({ expirationTime: new Date(now) })),
      401,
      'message_expired',
    )
    await expectRefusal(
      await postVerify(peers.server, await signed({ notBefore: new Date(now + 3 * 60_000) })),
      401,
      'message_not_yet_valid',
    )
    await expectRefusal(
      await postVerify(peers.server, await signed({ issuedAt: new Date(now + 3 * 60_000) })),
      401,
      'issued_in_future',
    )
    await expectRefusal(
      await postVerify(peers.server, await signed({ issuedAt: new Date(now - 8 * 60_000) })),
      401,
      'message_expired',
    )
    // Small clock drift is tolerated.
    expect(
      (
        await postVerify(
          peers.server,
          await signed({ issuedAt: new Date(now + 60_000), notBefore: new Date(now + 60_000) }),
        )
      ).status,
    ).toBe(200)
  })

  it('a signature by another address, and one over another message', async () => {
    await expectRefusal(await postVerify(peers.server, await signed({}, mallory)), 401, 'invalid_signature')
    const body = await signed()
    const other = await alice.signMessage({ message: 'something else' })
    await expectRefusal(
      await postVerify(peers.server, { message: body.message, signature: other }),
      401,
      'invalid_signature',
    )
  })

  it('a malformed body', async () => {
    const body = await signed()
    const raw = (text: string) =>
      fetch(`${peers.server.url}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
    await expectRefusal(await raw('{"message": '), 400, 'invalid_json')
    await expectRefusal(await raw('null'), 400, 'invalid_body')
    await expectRefusal(await raw('[]'), 400, 'invalid_body')
    await expectRefusal(await postVerify(peers.server, { message: body.message }), 400, 'invalid_body')
    await expectRefusal(
      await postVerify(peers.server, { message: body.message, signature: 'not hex' }),
      400,
      'invalid_body',
    )
    await expectRefusal(await postVerify(peers.server, { message: 42, signature: body.signature }), 400, 'invalid_body')
    await expectRefusal(
      await postVerify(peers.server, { message: 'hello', signature: body.signature }),
      400,
      'invalid_message',
    )
    await expectRefusal(
      await postVerify(peers.server, { message: `${body.message}\nExtra: smuggled`, signature: body.signature }),
      400,
      'invalid_message',
    )
    await expectRefusal(
      await postVerify(peers.server, { message: `Hi\n${body.message}`, signature: body.signature }),
      400,
      'invalid_message',
    )
    await expectRefusal(
      await postVerify(peers.server, {
        message: body.message.replace(alice.address, alice.address.toLowerCase()),
        signature: body.signature,
      }),
      400,
      'invalid_message',
    )
    await expectRefusal(
      await fetch(`${peers.server.url}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
      }),
      415,
      'unsupported_media_type',
    )
    // None of these used up the nonce: the message still signs in once.
    expect((await postVerify(peers.server, body)).status).toBe(200)
  })

  it('an oversized body, declared or streamed', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(64 * 1024), signature: '0x00' })
    await expectRefusal(await postVerify(peers.server, JSON.parse(huge)), 413, 'body_too_large')
    // Chunked, without Content-Length: refused once the limit is passed.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${peers.server.url}/verify`)
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, body: text }))
        },
      )
      req.on('error', reject)
      for (let i = 0; i < 20; i++) req.write('x'.repeat(1024))
      req.end()
    })
    expect(status).toBe(413)
    expect(JSON.parse(body)).toMatchObject({ error: 'body_too_large' })
  })

  it('a POST from a foreign origin', async () => {
    await expectRefusal(
      await postVerify(peers.server, await signed(), { origin: 'http://evil.example' }),
      403,
      'origin_not_allowed',
    )
    await expectRefusal(
      await fetch(`${peers.server.url}/logout`, { method: 'POST', headers: { origin: 'http://evil.example' } }),
      403,
      'origin_not_allowed',
    )
    expect((await postVerify(peers.server, await signed(), { origin: 'http://127.0.0.1:5173' })).status).toBe(200)
  })

  it('and stores nothing for any of them', async () => {
    const fresh = tempDataDir()
    const other = await startAuthServer({ rpcUrl: peers.anvil.url, dataDir: fresh.dir })
    const text = message(other, alice.address, await getNonce(other), { domain: 'evil.example' })
    await expectRefusal(
      await postVerify(other, { message: text, signature: await alice.signMessage({ message: text }) }),
      403,
      'domain_mismatch',
    )
    const forged = message(other, alice.address, await getNonce(other))
    await expectRefusal(
      await postVerify(other, { message: forged, signature: await mallory.signMessage({ message: forged }) }),
      401,
      'invalid_signature',
    )
    await expectRefusal(
      await postVerify(other, { message: forged, signature: await alice.signMessage({ message: forged }) }),
      401,
      'invalid_nonce',
    )
    // The data dir is written only when a session is first issued.
    expect(readdirSync(fresh.dir)).toEqual([])
    expect((await signIn(other, alice)).res.status).toBe(200)
    expect(readdirSync(fresh.dir)).toEqual(['session-hmac.key'])
    await other.close()
    fresh.remove()
  })
})
