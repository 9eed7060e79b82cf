import type { Address } from 'viem'
import type { SignInCatalogue } from '../i18n/en-signin.ts'
import { isUserRejection } from '../../shared/errors.ts'

/**
 * The sign-in step's errors (docs/spec.md §2.3) by catalogue key: the state keeps the key, so the
 * text is the one of the locale on screen, even after a switch.
 */
export const SIGN_IN_ERRORS = {
  prepare: 'errorPrepare',
  sign: 'errorSign',
  verify: 'errorVerify',
  unexpected: 'errorUnexpected',
  confirmationsTimeout: 'errorConfirmationsTimeout',
} as const satisfies Record<string, keyof SignInCatalogue>

export type SignInError = (typeof SIGN_IN_ERRORS)[keyof typeof SIGN_IN_ERRORS]

/** A message ready to sign: it carries a fresh nonce, so it is good for one verification. */
export interface PreparedMessage {
  text: string
  address: Address
  chainId: number
  /** When its nonce was issued (ms since the epoch); nonces expire after 5 minutes. */
  preparedAt: number
}

export interface SignInState {
  /**
   * 'awaitingConfirmations': a Safe took the message, and its owners confirm it in Safe{Wallet}
   * before the Safe's signature exists (web/kit/safe/confirmations.ts).
   */
  status: 'idle' | 'signing' | 'awaitingConfirmations' | 'verifying'
  message?: PreparedMessage
  error?: SignInError
}

export type SignInEvent =
  | { type: 'prepared'; message: PreparedMessage }
  | { type: 'prepareFailed' }
  | { type: 'sign' }
  | { type: 'signed' }
  | { type: 'signRejected' }
  | { type: 'signFailed' }
  | { type: 'awaitingConfirmations' }
  | { type: 'confirmed' }
  | { type: 'confirmationsTimedOut' }
  | { type: 'confirmationsFailed' }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  | { type: 'failed' }
  | { type: 'reset' }

export const initialSignInState: SignInState = { status: 'idle' }

/**
 * The event for a signature that did not come: the user saying no, however the wallet says it
 * (4001, 'User closed modal', …), is a quiet return to idle; anything else is a signing error.
 */
export const signFailure = (error: unknown): SignInEvent => ({
  type: isUserRejection(error) ? 'signRejected' : 'signFailed',
})

/**
 * The sign-in step as a pure reducer. Events that make no sense in the current state (a late
 * answer after a reset, a second click while signing) leave the state unchanged.
 */
export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  // Once the wallet has the message, it is the one being signed: no other may replace it.
  const sent = state.status === 'verifying' || state.status === 'awaitingConfirmations'
  switch (event.type) {
    case 'prepared':
      // Also while 'signing' (a click can prepare first). Any error stays until the user acts.
      return sent ? state : { ...state, message: event.message }
    case 'prepareFailed':
      // Preparing also happens right after a click, while 'signing'.
      return sent ? state : { status: 'idle', error: SIGN_IN_ERRORS.prepare }
    case 'sign':
      return state.status === 'idle' ? { status: 'signing', message: state.message } : state
    case 'signed':
      return state.status === 'signing' ? { ...state, status: 'verifying' } : state
    case 'signRejected':
      // Nothing was sent: the same message (and nonce) can be signed on retry.
      return state.status === 'signing' ? { status: 'idle', message: state.message } : state
    case 'signFailed':
      return state.status === 'signing' ? { status: 'idle', message: state.message, error: SIGN_IN_ERRORS.sign } : state
    case 'awaitingConfirmations':
      return state.status === 'signing' ? { ...state, status: 'awaitingConfirmations' } : state
    case 'confirmed':
      return state.status === 'awaitingConfirmations' ? { ...state, status: 'verifying' } : state
    // The Safe filed this message: a retry starts over with a new one (and a new nonce).
    case 'confirmationsTimedOut':
      return state.status === 'awaitingConfirmations'
        ? { status: 'idle', error: SIGN_IN_ERRORS.confirmationsTimeout }
        : state
    case 'confirmationsFailed':
      return state.status === 'awaitingConfirmations' ? { status: 'idle', error: SIGN_IN_ERRORS.sign } : state
    case 'verified':
      return state.status === 'verifying' ? initialSignInState : state
    case 'verifyFailed':
      // The API used up the nonce: the next attempt needs a new message.
      return state.status === 'verifying' ? { status: 'idle', error: SIGN_IN_ERRORS.verify } : state
    case 'failed':
      return { status: 'idle', error: SIGN_IN_ERRORS.unexpected }
    case 'reset':
      return initialSignInState
  }
}
