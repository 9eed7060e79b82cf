import { describe, expect, it } from 'vitest'
import { getAddress, hashMessage, type Address } from 'viem'
import { rpc } from '../../peers/anvil.ts'
import { approvingAccountCode } from './evm.ts'
import { authServerOnAnvil, expectRefusal, getNonce, message, postVerify, startAuthServer, NO_RPC } from './harness.ts'

const SAFE: Address = '0x5afe00000000000000000000000000000000cafe'

const peers = authServerOnAnvil()

describe('contract accounts (EIP-1271)', () => {
  it('sign in when the account approves the message hash on chain', async () => {
    const text = message(peers.server, SAFE, await getNonce(peers.server))
    await rpc(peers.anvil.url, 'anvil_setCode', [SAFE, approvingAccountCode(hashMessage(text))])
    const res = await postVerify(peers.server, { message: text, signature: '0x' + '00'.repeat(65) })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ authenticated: true, address: getAddress(SAFE) })
  })

  it('are refused when the account does not approve it', async () => {
    await rpc(peers.anvil.url, 'anvil_setCode', [SAFE, approvingAccountCode(hashMessage('some other message'))])
    const text = message(peers.server, SAFE, await getNonce(peers.server))
    await expectRefusal(
      await postVerify(peers.server, { message: text, signature: '0x' + '00'.repeat(65) }),
      401,
      'invalid_signature',
    )
  })

  it('sign in with the empty signature when the account signed the message on chain (a Safe through SignMessageLib)', async () => {
    const text = message(peers.server, SAFE, await getNonce(peers.server))
    await rpc(peers.anvil.url, 'anvil_setCode', [SAFE, approvingAccountCode(hashMessage(text))])
    const res = await postVerify(peers.server, { message: text, signature: '0x' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ authenticated: true, address: getAddress(SAFE) })
  })

  it('the empty signature of an address without code is a wrong signature, not a bad request', async () => {
    const eoa: Address = '0x00000000000000000000000000000000000e0a01'
    const text = message(peers.server, eoa, await getNonce(peers.server))
    await expectRefusal(await postVerify(peers.server, { message: text, signature: '0x' }), 401, 'invalid_signature')
  })

  it('cannot sign in while the RPC is unreachable: 502, not a false refusal', async () => {
    const offline = await startAuthServer({ rpcUrl: NO_RPC, dataDir: peers.data.dir })
    const text = message(offline, SAFE, await getNonce(offline))
    await expectRefusal(await postVerify(offline, { message: text, signature: '0x00' }), 502, 'rpc_unavailable')
    await offline.close()
  })
})
