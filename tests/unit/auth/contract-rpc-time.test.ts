import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { rpc, startAnvil, type Anvil } from '../../peers/anvil.ts'
import { CONTRACT_CHECK_DEADLINE_MS } from '../../../web/shared/auth/signature.ts'
import { APPROVES_ANYTHING, counterfactual, deployCode, factoryCode } from './evm.ts'
import { expectRefusal, getNonce, message, postVerify, startAuthServer, tempDataDir } from './harness.ts'
import { rpcProxy, type ProxyAnswer } from './rpc-proxy.ts'

/**
 * A chain that is slow to answer is a chain we could not ask: 502 rpc_unavailable, within the
 * deadline, and never a sign-in. The accounts here would say "valid" if asked, so a 200 would
 * mean a signature was accepted unchecked, and a 401 that "could not ask" was told as "wrong".
 */

const ACCOUNT: Address = '0xacc0000000000000000000000000000000000002'
const FACTORY: Address = '0xfac7000000000000000000000000000000000002'
/** Room for a loaded machine on top of the deadline: without the guards these take 20 s and more. */
const SLACK_MS = CONTRACT_CHECK_DEADLINE_MS

let anvil: Anvil
const data = tempDataDir()
beforeAll(async () => {
  anvil = await startAnvil()
  await rpc(anvil.url, 'anvil_setCode', [ACCOUNT, APPROVES_ANYTHING])
  await rpc(anvil.url, 'anvil_setCode', [FACTORY, factoryCode()])
})
afterAll(async () => {
  await anvil?.stop()
  data.remove()
})

/** Signs in as `address` through an RPC that answers as `answer` says; the response and how long it took. */
async function signInThrough(
  answer: (method: string) => ProxyAnswer,
  address: Address = ACCOUNT,
  signature = `0x${'00'.repeat(65)}`,
): Promise<{ res: Response; ms: number }> {
  const proxy = await rpcProxy(anvil.url, answer)
  const server = await startAuthServer({ rpcUrl: proxy.url, dataDir: data.dir })
  try {
    const text = message(server, address, await getNonce(server))
    const start = Date.now()
    const res = await postVerify(server, { message: text, signature })
    return { res, ms: Date.now() - start }
  } finally {
    await server.close()
    await proxy.close()
  }
}

// Concurrent: each case has its own proxy and server, and most of its time is the wait for the deadline.
describe.concurrent('a contract account checked through a slow RPC', () => {
  it('is not signed in while eth_call never answers: 502 within the deadline', async () => {
    const { res, ms } = await signInThrough((method) => (method === 'eth_call' ? 'stall' : 'forward'))
    await expectRefusal(res, 502, 'rpc_unavailable')
    expect(ms).toBeLessThan(CONTRACT_CHECK_DEADLINE_MS + SLACK_MS)
  })

  it('is not signed in while eth_getCode never answers: 502 within the deadline', async () => {
    const { res, ms } = await signInThrough((method) => (method === 'eth_getCode' ? 'stall' : 'forward'))
    await expectRefusal(res, 502, 'rpc_unavailable')
    expect(ms).toBeLessThan(CONTRACT_CHECK_DEADLINE_MS + SLACK_MS)
  })

  it('is not signed in while the RPC says "busy, retry in 30 s": 502 within the deadline', async () => {
    const { res, ms } = await signInThrough(() => 'busy')
    await expectRefusal(res, 502, 'rpc_unavailable')
    expect(ms).toBeLessThan(CONTRACT_CHECK_DEADLINE_MS + SLACK_MS)
  })

  it('is not signed in while the ERC-6492 check never answers: 502 within the deadline', async () => {
    const { address, signature } = counterfactual(FACTORY, deployCode(APPROVES_ANYTHING))
    const { res, ms } = await signInThrough(
      (method) => (method === 'eth_call' ? 'stall' : 'forward'),
      address,
      signature,
    )
    await expectRefusal(res, 502, 'rpc_unavailable')
    expect(ms).toBeLessThan(CONTRACT_CHECK_DEADLINE_MS + SLACK_MS)
  })

  it('signs in when the same RPC answers (the control for the cases above)', async () => {
    const { res } = await signInThrough(() => 'forward')
    expect(res.status).toBe(200)
    const { address, signature } = counterfactual(FACTORY, deployCode(APPROVES_ANYTHING))
    expect((await signInThrough(() => 'forward', address, signature)).res.status).toBe(200)
  })
})
