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
const awaiting: SignInState = { status: 'awaitingConfirmations', message, wait: { via: 'message' } }
const onChain: SignInState = { status: 'awaitingConfirmations', message, wait: { via: 'transaction' } }
const verifying: SignInState = { status: 'verifying', message }

const run = (state: SignInState, ...events: SignInEvent[]) => events.reduce(signInReducer, state)

describe('sign-in with a Safe whose owners must confirm', () => {
  it('the path: sign → awaitingConfirmations → confirmed → verifying → verified', () => {
    expect(run(idle, { type: 'sign' }, { type: 'awaitingConfirmations', via: 'message' })).toEqual(awaiting)
    expect(run(awaiting, { type: 'confirmed' })).toEqual(verifying)
    expect(run(awaiting, { type: 'confirmed' }, { type: 'verified' })).toEqual({ status: 'idle' })
  })

  it('awaitingConfirmations: only from signing', () => {
    for (const state of [idle, awaiting, verifying])
      expect(run(state, { type: 'awaitingConfirmations', via: 'message' })).toBe(state)
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
      { type: 'awaitingConfirmations', via: 'message' },
    )
    expect(retried).toEqual({ status: 'awaitingConfirmations', message: fresh, wait: { via: 'message' } })
  })

  it('failed and reset end the wait too', () => {
    expect(run(awaiting, { type: 'failed' })).toEqual({ status: 'idle', error: 'errorUnexpected' })
    expect(run(awaiting, { type: 'reset' })).toEqual({ status: 'idle' })
  })
})

describe('the owners’ progress, and a Safe that signs on-chain', () => {
  const progress = (confirmed: number, required: number, executing?: boolean): SignInEvent => ({
    type: 'confirmationsProgress',
    progress: { confirmed, required, executing },
  })

  it('on-chain: the wait says so from the start', () => {
    expect(run(signing, { type: 'awaitingConfirmations', via: 'transaction' })).toEqual(onChain)
  })

  it('progress: each answer that changes it is kept; the same answer again leaves the state as it is', () => {
    const one = run(onChain, progress(0, 2), progress(1, 2))
    expect(one.wait).toEqual({ via: 'transaction', progress: { confirmed: 1, required: 2 } })
    expect(run(one, progress(1, 2))).toBe(one)
    expect(run(one, progress(2, 2, true)).wait).toEqual({
      via: 'transaction',
      progress: { confirmed: 2, required: 2, executing: true },
    })
    expect(run(awaiting, progress(1, 2)).wait).toEqual({ via: 'message', progress: { confirmed: 1, required: 2 } })
  })

  it('progress: only while awaiting confirmations', () => {
    for (const state of [idle, signing, verifying]) expect(run(state, progress(1, 2))).toBe(state)
  })

  it('confirmed: verifying, the wait and its progress gone', () => {
    expect(run(onChain, progress(2, 2, true), { type: 'confirmed' })).toEqual(verifying)
  })

  it('a transaction rejected, replaced or failed: idle with its error, the message dropped for a new one', () => {
    expect(run(onChain, progress(1, 2), { type: 'transactionCancelled' })).toEqual({
      status: 'idle',
      error: 'errorTransactionCancelled',
    })
    expect(run(onChain, { type: 'transactionFailed' })).toEqual({ status: 'idle', error: 'errorTransactionFailed' })
    for (const type of ['transactionCancelled', 'transactionFailed'] as const)
      for (const state of [idle, signing, verifying]) expect(run(state, { type })).toBe(state)
  })
})
