import { describe, expect, it } from 'vitest'
import { hashMessage, type Address, type Hex } from 'viem'
import { rpc } from '../../peers/anvil.ts'
import { createSignatureVerifier } from '../../../web/shared/auth/signature.ts'
import { APPROVES_ANYTHING, approvingAccountCode, returnWord, REVERTS } from './evm.ts'
import { authServerOnAnvil, CHAIN_ID, expectRefusal, getNonce, message, postVerify } from './harness.ts'

/**
 * Every contract-account check asks the chain afresh: an answer given for one account is never
 * reused for another, nor for the same account later (an approval revoked on chain ends at once).
 */

const ALICE: Address = '0xacc0000000000000000000000000000000000003'
const BOB: Address = '0xacc0000000000000000000000000000000000004'
const SIGNATURE: Hex = `0x${'00'.repeat(65)}`
const REJECTS = returnWord('0xffffffff')

const peers = authServerOnAnvil()

const setCode = (address: Address, code: Hex) => rpc(peers.anvil.url, 'anvil_setCode', [address, code])

async function signIn(address: Address): Promise<Response> {
  const text = message(peers.server, address, await getNonce(peers.server))
  return postVerify(peers.server, { message: text, signature: SIGNATURE })
}

describe('contract-account checks', () => {
  it("are made per account: one account's approval of a message and signature is not another's", async () => {
    const verify = createSignatureVerifier({ chainId: CHAIN_ID, rpcUrl: peers.anvil.url })
    const text = 'the same message for both'
    await setCode(ALICE, approvingAccountCode(hashMessage(text)))
    await setCode(BOB, REJECTS)
    expect(await verify({ address: ALICE, message: text, signature: SIGNATURE })).toBe(true)
    await expect(verify({ address: BOB, message: text, signature: SIGNATURE })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_signature',
    })
    // Asked together too (nothing batched or de-duplicated across the two).
    const both = await Promise.allSettled([
      verify({ address: ALICE, message: text, signature: SIGNATURE }),
      verify({ address: BOB, message: text, signature: SIGNATURE }),
    ])
    expect(both.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
  })

  it('see an approval revoked on chain at the very next sign-in, and a restored one too', async () => {
    await setCode(ALICE, APPROVES_ANYTHING)
    expect((await signIn(ALICE)).status).toBe(200)
    await setCode(ALICE, REJECTS)
    await expectRefusal(await signIn(ALICE), 401, 'invalid_signature')
    await setCode(ALICE, REVERTS)
    await expectRefusal(await signIn(ALICE), 401, 'invalid_signature')
    await setCode(ALICE, APPROVES_ANYTHING)
    expect((await signIn(ALICE)).status).toBe(200)
  })
})
