import { useCallback, useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { NoAddressOrChainError } from '../transactions/store.ts'
import { useTransactionStore } from '../transactions/transactions.ts'
import type { Call, CallsProgress, SentCalls } from './send.ts'

export type { Call, CallsProgress, SentCalls }

/** What {@link useSendCalls}' `sendCalls` takes besides the calls. */
export interface SendCallsOptions {
  /** What Recent Transactions calls the bundle, in the page's language. */
  description: string
  /** An ERC-7677 paymaster service URL, passed only to a wallet that reports `paymasterService`. */
  paymasterUrl?: string
}

/** Where the last send is: `progress` while calls go one by one, then `data` or `error`. */
export type SendCallsState =
  | { status: 'idle' }
  | { status: 'pending'; progress?: CallsProgress }
  | { status: 'success'; data: SentCalls }
  | { status: 'error'; error: unknown }

/**
 * Sends calls from the connected account and lists them in Recent Transactions. The batching
 * code loads on the first send, so the hook costs the first paint almost nothing.
 */
export function useSendCalls() {
  const config = useConfig()
  const { address, chainId, connector } = useConnection()
  const store = useTransactionStore()
  const [state, setState] = useState<SendCallsState>({ status: 'idle' })

  const sendCalls = useCallback(
    async (calls: readonly Call[], { description, paymasterUrl }: SendCallsOptions): Promise<SentCalls | undefined> => {
      setState({ status: 'pending' })
      try {
        if (!address || chainId === undefined || !connector) throw new NoAddressOrChainError()
        const { sendAndTrack } = await import('./sendAndTrack.ts')
        const data = await sendAndTrack(config, {
          connector,
          address,
          chainId,
          calls,
          description,
          paymasterUrl,
          store,
          onProgress: (progress) => setState({ status: 'pending', progress }),
        })
        setState({ status: 'success', data })
        return data
      } catch (error) {
        setState({ status: 'error', error })
        return undefined
      }
    },
    [config, address, chainId, connector, store],
  )
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { ...state, sendCalls, reset }
}
