import { useMutation, useQuery } from '@tanstack/react-query'
import { useConfig, useConnection, useSignMessage } from 'wagmi'
import { getBlock } from 'wagmi/actions'
import {
  fill,
  OfflineNotice,
  Spinner,
  TRANSPORT_DEFAULTS,
  useAddRecentTransaction,
  useKitConfig,
  useMessages,
  useRequestErrorText,
  walletSetsFees,
} from '../../kit/index.ts'
import { SendCallsAction } from './SendCallsAction.tsx'
import { sendTestTransaction } from './sendTestTransaction.ts'
import './DemoPanel.css'

/** The page's panel once connected: sign a message, send a 0-value transaction to yourself, or two at once. */
export default function DemoPanel() {
  const t = useMessages()
  const errorText = useRequestErrorText()
  const addRecentTransaction = useAddRecentTransaction()
  const config = useConfig()
  const kit = useKitConfig()
  const { address, chain, connector } = useConnection()
  const sign = useSignMessage()
  // The fee basis is kept at hand (only the base fee: the cache is persisted), so a tap on Send
  // asks the wallet at once, inside the tap's gesture.
  const baseFee = useQuery({
    queryKey: ['testTransactionBaseFee', chain?.id],
    queryFn: async () => (await getBlock(config, { chainId: chain!.id })).baseFeePerGas ?? 0n,
    enabled: Boolean(chain) && !walletSetsFees(connector?.type),
    refetchInterval: TRANSPORT_DEFAULTS.pollingIntervalMs,
  })
  const send = useMutation({
    mutationFn: () =>
      sendTestTransaction(config, {
        address: address!,
        chainId: chain!.id,
        connectorType: connector?.type,
        description: t.testTransactionLabel,
        record: addRecentTransaction,
        // Not one from the persisted cache of an earlier visit.
        baseFeePerGas: baseFee.isFetchedAfterMount ? baseFee.data : undefined,
      }),
  })

  return (
    <section className="page-card" aria-labelledby="demo-title">
      <h1 id="demo-title">{t.pageConnectedTitle}</h1>
      <div className="page-actions">
        <div className="page-action">
          <button
            type="button"
            className="page-button"
            data-testid="sign-message"
            disabled={sign.isPending}
            onClick={() => sign.mutate({ message: fill(t.signMessageText, { app: kit.appName }) })}
          >
            {sign.isPending && <Spinner size={14} />}
            {sign.isPending ? t.signing : t.signMessage}
          </button>
          <p className="page-result" aria-live="polite" data-testid="sign-result">
            {sign.data &&
              (sign.data === '0x'
                ? t.signedBySafe
                : fill(t.signed, { signature: `${sign.data.slice(0, 18)}…${sign.data.slice(-8)}` }))}
            {sign.error && errorText(sign.error)}
          </p>
        </div>
        <div className="page-action">
          <button
            type="button"
            className="page-button"
            data-testid="send-transaction"
            disabled={send.isPending || !chain || !address}
            onClick={() => send.mutate()}
          >
            {send.isPending && <Spinner size={14} />}
            {send.isPending ? t.sending : t.sendTestTransaction}
          </button>
          <p className="page-result" aria-live="polite" data-testid="send-result">
            {send.error
              ? errorText(send.error)
              : send.data
                ? t.sent
                : fill(t.sendTestHint, { symbol: (chain ?? kit.chain).nativeCurrency.symbol })}
          </p>
        </div>
        <SendCallsAction />
      </div>
      {(sign.isPending || send.isPending) && <OfflineNotice />}
    </section>
  )
}
