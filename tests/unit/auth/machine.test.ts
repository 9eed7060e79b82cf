import { describe, expect, it } from 'vitest'
import { createWalletClient, custom } from 'viem'
import {
  initialSignInState,
  SIGN_IN_ERRORS,
  SIGN_IN_REJECTED,
  signFailure,
  signInReducer,
  type PreparedMessage,
  type SignInEvent,
  type SignInState,
} from '../../../web/kit/auth/machine.ts'
import { en } from '../../../web/kit/i18n/en.ts'
import { enSignIn } from '../../../web/kit/i18n/en-signin.ts'

const message: PreparedMessage = {
  text: 'msg',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 31337,
  preparedAt: 0,
}
const fresh: PreparedMessage = { ...message, text: 'fresh', preparedAt: 1 }

const idle: SignInState = { status: 'idle', message }
const idleWithError: SignInState = { status: 'idle', message, error: 'errorSign' }
const signing: SignInState = { status: 'signing', message }
const verifying: SignInState = { status: 'verifying', message }

const run = (state: SignInState, ...events: SignInEvent[]) => events.reduce(signInReducer, state)

describe('sign-in state machine', () => {
  it('starts idle with nothing prepared', () => {
    expect(initialSignInState).toEqual({ status: 'idle' })
  })

  it('the happy path: prepared → sign → signed → verified', () => {
    expect(run(initialSignInState, { type: 'prepared', message })).toEqual(idle)
    expect(run(idle, { type: 'sign' })).toEqual(signing)
    expect(run(signing, { type: 'signed' })).toEqual(verifying)
    expect(run(verifying, { type: 'verified' })).toEqual(initialSignInState)
  })

  it('prepared: replaces the message while idle or signing, keeps an error, is ignored while verifying', () => {
    expect(run(idleWithError, { type: 'prepared', message: fresh })).toEqual({ ...idleWithError, message: fresh })
    expect(run(signing, { type: 'prepared', message: fresh })).toEqual({ status: 'signing', message: fresh })
    expect(run(verifying, { type: 'prepared', message: fresh })).toBe(verifying)
  })

  it('prepare: marks a message on its way while idle or signing, until it came or failed', () => {
    const preparing = run(initialSignInState, { type: 'prepare' })
    expect(preparing).toEqual({ status: 'idle', preparing: true })
    expect(run(preparing, { type: 'prepare' })).toBe(preparing)
    expect(run(preparing, { type: 'prepared', message }).preparing).toBeFalsy()
    expect(run(preparing, { type: 'prepareFailed' }).preparing).toBeFalsy()
    expect(run(preparing, { type: 'sign' })).toEqual({ status: 'signing', preparing: true })
    expect(run(verifying, { type: 'prepare' })).toBe(verifying)
  })

  it('prepareFailed: idle with the preparing error, from idle or signing', () => {
    const failed = { status: 'idle', error: 'errorPrepare' }
    expect(run(initialSignInState, { type: 'prepareFailed' })).toEqual(failed)
    expect(run(signing, { type: 'prepareFailed' })).toEqual(failed)
    expect(run(verifying, { type: 'prepareFailed' })).toBe(verifying)
  })

  it('sign: only from idle, and it clears the previous error', () => {
    expect(run(idleWithError, { type: 'sign' })).toEqual(signing)
    expect(run(initialSignInState, { type: 'sign' })).toEqual({ status: 'signing', message: undefined })
    expect(run(signing, { type: 'sign' })).toBe(signing)
    expect(run(verifying, { type: 'sign' })).toBe(verifying)
  })

  it('signRejected: back to idle saying the request was refused, message kept for the retry', () => {
    expect(run(signing, { type: 'signRejected' })).toEqual({ ...idle, error: SIGN_IN_REJECTED })
    expect(SIGN_IN_REJECTED).toBe('requestRejected')
    expect(en[SIGN_IN_REJECTED]).toBe('You rejected the request.')
    expect(run(idle, { type: 'signRejected' })).toBe(idle)
    expect(run(verifying, { type: 'signRejected' })).toBe(verifying)
  })

  it('signFailed: idle with the signing error, message kept', () => {
    expect(run(signing, { type: 'signFailed' })).toEqual({ status: 'idle', message, error: 'errorSign' })
    expect(run(idle, { type: 'signFailed' })).toBe(idle)
  })

  it('signed: only from signing', () => {
    expect(run(idle, { type: 'signed' })).toBe(idle)
    expect(run(verifying, { type: 'signed' })).toBe(verifying)
  })

  it('verifyFailed: idle with the verifying error, and the spent message dropped', () => {
    expect(run(verifying, { type: 'verifyFailed' })).toEqual({ status: 'idle', error: 'errorVerify' })
    expect(run(signing, { type: 'verifyFailed' })).toBe(signing)
  })

  it('verified: only from verifying', () => {
    expect(run(signing, { type: 'verified' })).toBe(signing)
    expect(run(idle, { type: 'verified' })).toBe(idle)
  })

  it('failed: from any state, idle with the generic error', () => {
    for (const state of [idle, signing, verifying]) {
      expect(run(state, { type: 'failed' })).toEqual({ status: 'idle', error: 'errorUnexpected' })
    }
  })

  it('reset: from any state, back to the start', () => {
    for (const state of [idleWithError, signing, verifying])
      expect(run(state, { type: 'reset' })).toBe(initialSignInState)
  })

  it('a retry after a failure goes through again', () => {
    expect(
      run(idle, { type: 'sign' }, { type: 'signFailed' }, { type: 'sign' }, { type: 'signed' }, { type: 'verified' }),
    ).toEqual(initialSignInState)
  })
})

/** What wagmi's signMessage rejects with when the wallet's provider throws `thrown` on personal_sign. */
async function signingError(thrown: unknown): Promise<unknown> {
  const wallet = createWalletClient({
    account: message.address,
    transport: custom({ request: async () => Promise.reject(thrown) }, { retryCount: 0 }),
  })
  return wallet.signMessage({ message: message.text }).then(
    () => expect.fail('signing should fail'),
    (error: unknown) => error,
  )
}

describe('a signature that did not come (signFailure)', () => {
  it("a wallet's 'User closed modal' (no code) is a rejection: idle, said so, the same message kept", async () => {
    const error = await signingError(new Error('User closed modal'))
    expect(signFailure(error)).toEqual({ type: 'signRejected' })
    expect(run(signing, signFailure(error))).toEqual({ status: 'idle', message, error: SIGN_IN_REJECTED })
  })

  it('code 4001 and WalletConnect’s 5000 are rejections too', async () => {
    expect(
      run(
        signing,
        signFailure(await signingError(Object.assign(new Error('User rejected the request.'), { code: 4001 }))),
      ),
    ).toEqual({
      status: 'idle',
      message,
      error: SIGN_IN_REJECTED,
    })
    expect(run(signing, signFailure(await signingError({ code: 5000, message: 'User rejected.' })))).toEqual({
      status: 'idle',
      message,
      error: SIGN_IN_REJECTED,
    })
  })

  it('any other failure is the signing error', async () => {
    const error = await signingError(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 }))
    expect(signFailure(error)).toEqual({ type: 'signFailed' })
    expect(run(signing, signFailure(error))).toEqual({ status: 'idle', message, error: 'errorSign' })
  })
})

describe('the sign-in errors in English', () => {
  it('are the texts of docs/spec.md §2.3, exactly, and the Safe owners’ time limit and transaction', () => {
    expect(Object.values(SIGN_IN_ERRORS).map((key) => enSignIn[key])).toEqual([
      'Error preparing message, please retry!',
      'Error signing message, please retry!',
      'Error verifying signature, please retry!',
      'Oops, something went wrong!',
      "The Safe's owners did not confirm in time, please retry!",
      "The Safe's transaction was rejected or replaced, please retry!",
      "The Safe's transaction failed, please retry!",
    ])
  })
})
