import { describe, expect, it } from 'vitest'
import { getAddress } from 'viem'
import {
  signInReducer,
  type PreparedMessage,
  type SignInEvent,
  type SignInState,
} from '../../../web/kit/auth/machine.ts'

/*
 * The sign-in step with a Safe whose owners confirm the message later: 'awaitingConfirmations'
 * between signing and verifying (web/kit/auth/machine.ts).
 */

const message: PreparedMessage = {
  text: 'msg',
  address: getAddress('0x5afe00000000000000000000000000000000a11c'),
  chainId: 31337,
  preparedAt: 0,
}
const fresh: PreparedMessage = { ...message, text: 'fresh', preparedAt: 1 }

const idle: SignInState = { status: 'idle', message }
const signing: SignInState = { status: 'signing', message }
const awaiting: SignInState = { status: 'awaitingConfirmations', message }
const verifying: SignInState = { status: 'verifying', message }

const run = (state: SignInState, ...events: SignInEvent[]) => events.reduce(signInReducer, state)

describe('sign-in with a Safe whose owners must confirm', () => {
  it('the path: sign → awaitingConfirmations → confirmed → verifying → verified', () => {
    expect(run(idle, { type: 'sign' }, { type: 'awaitingConfirmations' })).toEqual(awaiting)
    expect(run(awaiting, { type: 'confirmed' })).toEqual(verifying)
    expect(run(awaiting, { type: 'confirmed' }, { type: 'verified' })).toEqual({ status: 'idle' })
  })

  it('awaitingConfirmations: only from signing', () => {
    for (const state of [idle, awaiting, verifying]) expect(run(state, { type: 'awaitingConfirmations' })).toBe(state)
  })

  it('confirmed: only while awaiting confirmations', () => {
    for (const state of [idle, signing, verifying]) expect(run(state, { type: 'confirmed' })).toBe(state)
  })

  it('the message the Safe took stays: a late prepare neither replaces it nor fails the wait', () => {
    expect(run(awaiting, { type: 'prepared', message: fresh })).toBe(awaiting)
    expect(run(awaiting, { type: 'prepareFailed' })).toBe(awaiting)
  })

  it('neither a second click nor a signing answer changes the wait', () => {
    for (const type of ['sign', 'signed', 'signRejected', 'signFailed', 'verifyFailed', 'verified'] as const)
      expect(run(awaiting, { type })).toBe(awaiting)
  })

  it('confirmationsTimedOut: idle with the time-limit error, the filed message dropped for a new one', () => {
    expect(run(awaiting, { type: 'confirmationsTimedOut' })).toEqual({
      status: 'idle',
      error: 'errorConfirmationsTimeout',
    })
    expect(run(signing, { type: 'confirmationsTimedOut' })).toBe(signing)
  })

  it('confirmationsFailed (the gateway could not be asked): idle with the signing error, message dropped', () => {
    expect(run(awaiting, { type: 'confirmationsFailed' })).toEqual({ status: 'idle', error: 'errorSign' })
    expect(run(verifying, { type: 'confirmationsFailed' })).toBe(verifying)
  })

  it('after a time-out the user can start again', () => {
    const retried = run(
      awaiting,
      { type: 'confirmationsTimedOut' },
      { type: 'prepared', message: fresh },
      { type: 'sign' },
      { type: 'awaitingConfirmations' },
    )
    expect(retried).toEqual({ status: 'awaitingConfirmations', message: fresh })
  })

  it('failed and reset end the wait too', () => {
    expect(run(awaiting, { type: 'failed' })).toEqual({ status: 'idle', error: 'errorUnexpected' })
    expect(run(awaiting, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})
