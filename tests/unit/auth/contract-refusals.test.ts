import { describe, expect, it } from 'vitest'
import { concat, type Address, type Hex } from 'viem'
import { rpc } from '../../peers/anvil.ts'
import { ERC1271_GAS_LIMIT, ERC6492_GAS_LIMIT } from '../../../web/shared/auth/contract-account.ts'
import {
  APPROVES_ANYTHING,
  approvesAfterBurning,
  counterfactual,
  deployCode,
  factoryCode,
  MAGIC,
  returnsBytes,
  returnWord,
  REVERTS,
} from './evm.ts'
import { authServerOnAnvil, expectRefusal, getNonce, message, postVerify } from './harness.ts'

/**
 * Contract accounts that fail to say "valid" are refused as invalid signatures, never accepted and
 * never reported as the chain being down: the chain answered, the account did not prove it signed.
 */

const ACCOUNT: Address = '0xacc0000000000000000000000000000000000001'
const FACTORY: Address = '0xfac7000000000000000000000000000000000001'
const EMPTY_SIGNATURE: Hex = `0x${'00'.repeat(65)}`

const peers = authServerOnAnvil()

/** Posts a sign-in for `address` with `signature` (the accounts here ignore it). */
async function signInAs(address: Address, signature: Hex = EMPTY_SIGNATURE): Promise<Response> {
  const text = message(peers.server, address, await getNonce(peers.server))
  return postVerify(peers.server, { message: text, signature })
}

async function signInWithCode(code: Hex): Promise<Response> {
  await rpc(peers.anvil.url, 'anvil_setCode', [ACCOUNT, code])
  return signInAs(ACCOUNT)
}

/** A 401 invalid_signature whose message matches `why`. */
async function expectInvalid(res: Response, why: RegExp): Promise<void> {
  const { message } = (await res.clone().json()) as { message: string }
  await expectRefusal(res, 401, 'invalid_signature')
  expect(message).toMatch(why)
}

describe('a contract account', () => {
  it('whose isValidSignature reverts is refused as an invalid signature', async () => {
    await expectInvalid(await signInWithCode(REVERTS), /signature check failed: .*revert/i)
  })

  it('that hits an invalid opcode is refused as an invalid signature', async () => {
    await expectInvalid(await signInWithCode('0xfe'), /signature check failed/)
  })

  it.each([
    ['nothing', '0x'],
    ['the bare 4-byte magic value', MAGIC],
    ['the magic value with dirty padding', concat([MAGIC, `0x${'ff'.repeat(28)}`])],
    ['the magic word and a second word', concat([MAGIC, `0x${'00'.repeat(28)}`, `0x${'00'.repeat(31)}01`])],
    ['the legacy EIP-1271 magic value 0x20c13b0b', concat(['0x20c13b0b', `0x${'00'.repeat(28)}`])],
  ] as const)('that answers %s is refused', async (_, answer) => {
    await expectInvalid(await signInWithCode(returnsBytes(answer)), /did not answer "valid"/)
  })

  it('that answers exactly the magic word signs in (the control for the answers above)', async () => {
    expect((await signInWithCode(returnsBytes(concat([MAGIC, `0x${'00'.repeat(28)}`])))).status).toBe(200)
  })

  it(`that needs more than ${ERC1271_GAS_LIMIT} gas to say "valid" is refused`, async () => {
    const overBudget = approvesAfterBurning(Number(ERC1271_GAS_LIMIT) * 1.5)
    await expectInvalid(await signInWithCode(overBudget), new RegExp(`within ${ERC1271_GAS_LIMIT} gas`))
  })

  it('that says "valid" within the budget, as a passkey account would (~400k gas), signs in', async () => {
    expect((await signInWithCode(approvesAfterBurning(400_000))).status).toBe(200)
  })
})

describe('an undeployed (ERC-6492) contract account', () => {
  it('signs in when its factory deploys an account that says "valid"', async () => {
    await rpc(peers.anvil.url, 'anvil_setCode', [FACTORY, factoryCode()])
    const { address, signature } = counterfactual(FACTORY, deployCode(APPROVES_ANYTHING))
    expect((await signInAs(address, signature)).status).toBe(200)
  })

  it('is refused when the deployed account reverts', async () => {
    await rpc(peers.anvil.url, 'anvil_setCode', [FACTORY, factoryCode()])
    const { address, signature } = counterfactual(FACTORY, deployCode(REVERTS))
    await expectInvalid(await signInAs(address, signature), /did not accept|failed/)
  })

  it('is refused when it answers a wrong magic value', async () => {
    await rpc(peers.anvil.url, 'anvil_setCode', [FACTORY, factoryCode()])
    const { address, signature } = counterfactual(FACTORY, deployCode(returnWord('0xffffffff')))
    await expectInvalid(await signInAs(address, signature), /did not accept|failed/)
  })

  it(`is refused when deploying and checking it needs more than ${ERC6492_GAS_LIMIT} gas`, async () => {
    await rpc(peers.anvil.url, 'anvil_setCode', [FACTORY, factoryCode(Number(ERC6492_GAS_LIMIT) * 1.2)])
    const { address, signature } = counterfactual(FACTORY, deployCode(APPROVES_ANYTHING))
    await expectInvalid(await signInAs(address, signature), /did not accept|failed/)
  })
})
