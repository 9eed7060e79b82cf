import { useState } from 'react'
import { useConfig, useConnection, useSendTransaction, useSignMessage } from 'wagmi'
import { getBlock } from 'wagmi/actions'
import { chain as appChain, config as appConfig } from '../../config'
import { en, fill } from '../../i18n/en'
import { feesFor, walletSetsFees } from '../../transactions/fees'
import { transactionStore } from '../../transactions/transactions'
import { toWalletError } from '../../wallets/errors'
import { Spinner } from '../Spinner/Spinner'
import './DemoPanel.css'

const describe = (error: unknown) => {
  const walletError = toWalletError(error, { action: 'request' })
  return walletError.kind === 'rejected' ? en.requestRejected : fill(en.requestFailed, { message: walletError.message })
}

/** The page's panel once connected: sign a message and send a 0-value transaction to yourself. */
export default function DemoPanel() {
  const config = useConfig()
  const { address, chain, connector } = useConnection()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const [sendError, setSendError] = useState<string>()

  const sendTest = async () => {
    if (!address || !chain) return
    setSendError(undefined)
    try {
      const fees = walletSetsFees(connector?.type) ? {} : feesFor((await getBlock(config, { chainId: chain.id })).baseFeePerGas ?? 0n)
      const hash = await send.mutateAsync({ to: address, value: 0n, chainId: chain.id, ...fees })
      transactionStore.add(address, chain.id, { hash, description: en.testTransactionLabel })
    } catch (error) {
      setSendError(describe(error))
    }
  }

  return (
    <section className="page-card" aria-labelledby="demo-title">
      <h1 id="demo-title">{en.pageConnectedTitle}</h1>
      <div className="page-actions">
        <div className="page-action">
          <button
            type="button"
            className="page-button"
            data-testid="sign-message"
            disabled={sign.isPending}
            onClick={() => sign.mutate({ message: fill(en.signMessageText, { app: appConfig.appName }) })}
          >
            {sign.isPending && <Spinner size={14} />}
            {sign.isPending ? en.signing : en.signMessage}
          </button>
          <p className="page-result" aria-live="polite" data-testid="sign-result">
            {sign.data && fill(en.signed, { signature: `${sign.data.slice(0, 18)}…${sign.data.slice(-8)}` })}
            {sign.error && describe(sign.error)}
          </p>
        </div>
        <div className="page-action">
          <button type="button" className="page-button" data-testid="send-transaction" disabled={send.isPending || !chain} onClick={() => void sendTest()}>
            {send.isPending && <Spinner size={14} />}
            {send.isPending ? en.sending : en.sendTestTransaction}
          </button>
          <p className="page-result" aria-live="polite" data-testid="send-result">
            {sendError ?? (send.data ? en.sent : fill(en.sendTestHint, { symbol: (chain ?? appChain).nativeCurrency.symbol }))}
          </p>
        </div>
      </div>
    </section>
  )
}
