import type { Address } from 'viem'
import type { MessageKey } from '../i18n/en.ts'
import type { SignInCatalogue } from '../i18n/en-signin.ts'
import type { OwnerProgress } from '../safe/confirmations.ts'
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
  transactionCancelled: 'errorTransactionCancelled',
  transactionFailed: 'errorTransactionFailed',
} as const satisfies Record<string, keyof SignInCatalogue>

export type SignInError = (typeof SIGN_IN_ERRORS)[keyof typeof SIGN_IN_ERRORS]

/** The user said no in the wallet: told as every refused request is, in the main catalogue. */
export const SIGN_IN_REJECTED = 'requestRejected' satisfies MessageKey

/**
 * How a Safe's owners are signing: 'message' off-chain (their signatures gather on the gateway),
 * 'transaction' on-chain (they confirm and execute a SignMessageLib transaction).
 */
export interface SafeWait {
  via: 'message' | 'transaction'
  /** As the gateway last told it; unknown until it answered. */
  progress?: OwnerProgress
}

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
   * before the Safe's signature exists (web/kit/safe/confirmations.ts), or, on-chain, until they
   * executed its transaction (web/kit/safe/onchain-signature.ts).
   */
  status: 'idle' | 'signing' | 'awaitingConfirmations' | 'verifying'
  message?: PreparedMessage
  error?: SignInError | typeof SIGN_IN_REJECTED
  /** A new message is on its way (a nonce asked of the API). */
  preparing?: boolean
  /** While 'awaitingConfirmations'. */
  wait?: SafeWait
}

export type SignInEvent =
  | { type: 'prepare' }
  | { type: 'prepared'; message: PreparedMessage }
  | { type: 'prepareFailed' }
  | { type: 'sign' }
  | { type: 'signed' }
  | { type: 'signRejected' }
  | { type: 'signFailed' }
  | { type: 'awaitingConfirmations'; via: SafeWait['via'] }
  | { type: 'confirmationsProgress'; progress: OwnerProgress }
  | { type: 'confirmed' }
  | { type: 'confirmationsTimedOut' }
  | { type: 'confirmationsFailed' }
  | { type: 'transactionCancelled' }
  | { type: 'transactionFailed' }
  | { type: 'verified' }
  | { type: 'verifyFailed' }
  | { type: 'failed' }
  | { type: 'reset' }

export const initialSignInState: SignInState = { status: 'idle' }

/**
 * The event for a signature that did not come: the user saying no, however the wallet says it
 * (4001, 'User closed modal', …), is a refusal; anything else is a signing error.
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
  const awaiting = state.status === 'awaitingConfirmations'
  switch (event.type) {
    case 'prepare':
      return sent || state.preparing ? state : { ...state, preparing: true }
    case 'prepared':
      // Also while 'signing' (a click can prepare first). Any error stays until the user acts.
      return sent ? state : { ...state, message: event.message, preparing: undefined }
    case 'prepareFailed':
      // Preparing also happens right after a click, while 'signing'.
      return sent ? state : { status: 'idle', error: SIGN_IN_ERRORS.prepare }
    case 'sign':
      return state.status === 'idle' ? { status: 'signing', message: state.message, preparing: state.preparing } : state
    case 'signed':
      return state.status === 'signing' ? { ...state, status: 'verifying' } : state
    case 'signRejected':
      // Nothing was sent: the same message (and nonce) can be signed on retry.
      return state.status === 'signing' ? { status: 'idle', message: state.message, error: SIGN_IN_REJECTED } : state
    case 'signFailed':
      return state.status === 'signing' ? { status: 'idle', message: state.message, error: SIGN_IN_ERRORS.sign } : state
    case 'awaitingConfirmations':
      return state.status === 'signing'
        ? { status: 'awaitingConfirmations', message: state.message, wait: { via: event.via } }
        : state
    case 'confirmationsProgress': {
      const known = state.wait?.progress
      const same =
        known?.confirmed === event.progress.confirmed &&
        known.required === event.progress.required &&
        !!known.executing === !!event.progress.executing
      return awaiting && !same ? { ...state, wait: { via: state.wait!.via, progress: event.progress } } : state
    }
    case 'confirmed':
      return awaiting ? { status: 'verifying', message: state.message } : state
    // The Safe filed this message: a retry starts over with a new one (and a new nonce).
    case 'confirmationsTimedOut':
      return awaiting ? { status: 'idle', error: SIGN_IN_ERRORS.confirmationsTimeout } : state
    case 'confirmationsFailed':
      return awaiting ? { status: 'idle', error: SIGN_IN_ERRORS.sign } : state
    case 'transactionCancelled':
      return awaiting ? { status: 'idle', error: SIGN_IN_ERRORS.transactionCancelled } : state
    case 'transactionFailed':
      return awaiting ? { status: 'idle', error: SIGN_IN_ERRORS.transactionFailed } : state
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
