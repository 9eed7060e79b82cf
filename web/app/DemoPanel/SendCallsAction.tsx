import { useConnection } from 'wagmi'
import {
  fill,
  useMessages,
  Spinner,
  useKitConfig,
  useLocale,
  useRequestErrorText,
  useSendCalls,
} from '../../kit/index.ts'
import { useCallsMessages } from '../../kit/calls.ts'
import { env } from '../kitConfig.ts'

/**
 * 'Send two calls at once': two 0-value transfers to oneself through useSendCalls, in one
 * approval where the wallet batches, else one by one with the progress shown; the configured
 * paymaster (VITE_PAYMASTER_URL) goes to a wallet that supports one.
 */
export function SendCallsAction() {
  const t = useCallsMessages()
  const locale = useLocale()
  const errorText = useRequestErrorText()
  const { sending } = useMessages()
  const kit = useKitConfig()
  const { address, chain } = useConnection()
  const calls = useSendCalls()
  const pending = calls.status === 'pending'
  const count = (n: number) => new Intl.NumberFormat(locale, { useGrouping: false }).format(n)

  const result =
    calls.status === 'pending'
      ? calls.progress &&
        fill(t.callsProgress, { current: count(calls.progress.current), total: count(calls.progress.total) })
      : calls.status === 'error'
        ? errorText(calls.error)
        : calls.status === 'success'
          ? t.callsSent
          : fill(t.sendTwoCallsHint, { symbol: (chain ?? kit.chain).nativeCurrency.symbol })

  return (
    <div className="page-action">
      <button
        type="button"
        className="page-button"
        data-testid="send-calls"
        disabled={pending || !chain || !address}
        onClick={() =>
          void calls.sendCalls(
            [
              { to: address!, value: 0n },
              { to: address!, value: 0n },
            ],
            { description: t.twoCallsLabel, paymasterUrl: env.paymasterUrl },
          )
        }
      >
        {pending && <Spinner size={14} />}
        {pending ? sending : t.sendTwoCalls}
      </button>
      <p className="page-result" aria-live="polite" data-testid="calls-result">
        {result}
      </p>
    </div>
  )
}
