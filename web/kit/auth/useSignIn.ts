import { useCallback, useEffect, useReducer, useRef } from 'react'
import { hashMessage, isAddressEqual, size, type Address, type Hex } from 'viem'
import { useConnection, useSignMessage } from 'wagmi'
import { useKitRuntime } from '../runtime/context.ts'
import type { AuthAdapter } from './adapter.ts'
import { SessionNotEstablishedError } from './sign-in-errors.ts'
import type { OwnerProgress } from '../safe/confirmations.ts'
import type { SafeProvider } from '../safe/provider.ts'
import {
  initialSignInState,
  signFailure,
  signInReducer,
  SIGN_IN_ERRORS,
  type PreparedMessage,
  type SignInEvent,
  type SignInState,
} from './machine.ts'
import type { AuthSessionStore } from './session-store.ts'

/** A prepared message older than this is replaced before signing: its 5-minute nonce is nearly spent. */
const MESSAGE_MAX_AGE_MS = 4 * 60_000

function usable(
  message: PreparedMessage | undefined,
  address: Address,
  chainId: number,
  now: number,
): message is PreparedMessage {
  return (
    !!message &&
    isAddressEqual(message.address, address) &&
    message.chainId === chainId &&
    now - message.preparedAt < MESSAGE_MAX_AGE_MS
  )
}

type SafeModule = typeof import('../safe/embedded.ts')

/** The event for a wait for a Safe's owners that ended without a signature. */
function waitFailure(error: unknown, safe: SafeModule): SignInEvent {
  if (error instanceof safe.ConfirmationsTimeoutError) return { type: 'confirmationsTimedOut' }
  if (error instanceof safe.SafeTransactionCancelledError) return { type: 'transactionCancelled' }
  if (error instanceof safe.SafeTransactionFailedError) return { type: 'transactionFailed' }
  return { type: 'confirmationsFailed' }
}

export interface SignIn {
  state: SignInState
  /** Signs the prepared message (preparing one first if needed) and verifies it with the API. */
  signIn(): Promise<void>
}

/**
 * Drives the sign-in step's state machine (machine.ts) for the connected account: prepares a
 * message as soon as it can, so the dialog can show it, then signs and verifies on request.
 */
export function useSignIn(adapter: AuthAdapter, store: AuthSessionStore): SignIn {
  const { address, chainId, connector } = useConnection()
  const { mutateAsync: signMessage } = useSignMessage()
  const { gateway } = useKitRuntime()
  const [state, dispatch] = useReducer(signInReducer, initialSignInState)
  // One nonce request at a time per account and chain (StrictMode runs effects twice).
  const preparing = useRef<{ key: string; promise: Promise<PreparedMessage | undefined> } | undefined>(undefined)
  // Ends a wait for a Safe's owners when the dialog goes away.
  const waiting = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => waiting.current?.abort(), [])

  const prepare = useCallback((): Promise<PreparedMessage | undefined> => {
    if (!address || !chainId) return Promise.resolve(undefined)
    const key = `${address}:${chainId}`
    if (preparing.current?.key === key) return preparing.current.promise
    dispatch({ type: 'prepare' })
    const promise = adapter
      .getNonce()
      .then((nonce) => {
        const message = {
          text: adapter.createMessage({ nonce, address, chainId }),
          address,
          chainId,
          preparedAt: Date.now(),
        }
        dispatch({ type: 'prepared', message })
        return message
      })
      .catch(() => {
        dispatch({ type: 'prepareFailed' })
        return undefined
      })
      .finally(() => {
        if (preparing.current?.promise === promise) preparing.current = undefined
      })
    preparing.current = { key, promise }
    return promise
  }, [adapter, address, chainId])

  const forOtherAccount =
    !!state.message &&
    (!address || !isAddressEqual(state.message.address, address) || state.message.chainId !== chainId)
  useEffect(() => {
    // A message spent or dropped (a time-out, a refusal) is replaced at once, so the dialog shows
    // what the next click signs. After a failure to prepare, wait for the user's retry rather
    // than looping on a failing API.
    if (state.status === 'idle' && state.error !== SIGN_IN_ERRORS.prepare && (!state.message || forOtherAccount))
      void prepare()
  }, [state.status, state.error, state.message, forOtherAccount, prepare])

  /**
   * A Safe answers with an empty signature while its owners still have to confirm the message:
   * wait for their signature on the gateway, or, when the Safe signs on-chain, for them to
   * execute its transaction (the empty signature is then the valid one). Undefined when the wait
   * ended without a signature.
   */
  const safeConfirmation = useCallback(
    async (message: PreparedMessage): Promise<Hex | undefined> => {
      const provider = (await connector?.getProvider()) as SafeProvider | undefined
      const safeTxHash = provider?.onChainSignature(hashMessage(message.text))
      dispatch({ type: 'awaitingConfirmations', via: safeTxHash ? 'transaction' : 'message' })
      const controller = new AbortController()
      waiting.current = controller
      const options = {
        signal: controller.signal,
        onProgress: (progress: OwnerProgress) => dispatch({ type: 'confirmationsProgress', progress }),
      }
      // The Safe mode module, loaded already: the app runs in a Safe host.
      const safe = await import('../safe/embedded.ts')
      try {
        const signature =
          provider && safeTxHash
            ? await safe.onChainSignature(
                (hash) => provider.sdk.txs.getBySafeTxHash(hash),
                { safeTxHash, preparedAt: message.preparedAt },
                options,
              )
            : await safe.safeSignature(
                gateway,
                { chainId: message.chainId, safe: message.address, text: message.text, preparedAt: message.preparedAt },
                options,
              )
        dispatch({ type: 'confirmed' })
        return signature
      } catch (error) {
        if (!controller.signal.aborted) dispatch(waitFailure(error, safe))
        return undefined
      }
    },
    [connector, gateway],
  )

  const signIn = useCallback(async () => {
    if (state.status !== 'idle' || !address || !chainId) return
    dispatch({ type: 'sign' })
    try {
      const message = usable(state.message, address, chainId, Date.now()) ? state.message : await prepare()
      if (!message) return
      let signature: Hex
      try {
        signature = await signMessage({ message: message.text, account: message.address })
      } catch (error) {
        dispatch(signFailure(error))
        return
      }
      if (size(signature) === 0 && connector?.type === 'safe') {
        const confirmed = await safeConfirmation(message)
        if (confirmed === undefined) return
        signature = confirmed
      } else dispatch({ type: 'signed' })
      if (!(await adapter.verify({ message: message.text, signature }).catch(() => false))) {
        dispatch({ type: 'verifyFailed' })
        return
      }
      // The cookie is HttpOnly: asking the API is the only way to know the browser kept it.
      const session = await store.refresh()
      if (!session || !isAddressEqual(session.address, message.address)) throw new SessionNotEstablishedError()
      dispatch({ type: 'verified' })
    } catch {
      dispatch({ type: 'failed' })
    }
  }, [adapter, store, address, chainId, connector, state.status, state.message, prepare, signMessage, safeConfirmation])

  return { state, signIn }
}
