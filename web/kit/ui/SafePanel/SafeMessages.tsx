import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useConnection, useSignMessage } from 'wagmi'
import type { Hex } from 'viem'
import { fill } from '../../i18n/en.ts'
import type { SafeCatalogue } from '../../i18n/en-safe.ts'
import { fillCounts } from '../../i18n/fillCounts.ts'
import { useLocaleState, useMessages } from '../../i18n/store.ts'
import { useErrorMessages } from '../../i18n/useErrorMessages.ts'
import { useSafeMessages } from '../../i18n/useSafeMessages.ts'
import { requestErrorMessage } from '../errors/requestError.ts'
import { CONFIRMATION_POLL_MS } from '../../safe/confirmations.ts'
import { getSafeMessage } from '../../safe/gateway/endpoints.ts'
import type { SafeMessageStatus } from '../../safe/gateway/vocabulary.ts'
import { safeMessageHash, verifySafeSignature } from '../../safe/messages.ts'
import { GatewayFailure } from './GatewayFailure.tsx'
import { useGateway, safeProviderOf, type SafeContext } from './useSafe.ts'

/** The gateway's message statuses as people read them, not as its vocabulary spells them. */
const MESSAGE_STATUS: Record<SafeMessageStatus, keyof SafeCatalogue> = {
  NEEDS_CONFIRMATION: 'safeMessageNeedsConfirmation',
  CONFIRMED: 'safeMessageConfirmed',
}

/**
 * Sign a message through the Safe, follow it on the gateway until enough owners confirmed it,
 * and check the Safe's signature on-chain with EIP-1271.
 */
export function SafeMessages({ safe }: { safe: SafeContext }) {
  const t = useMessages()
  const m = useSafeMessages()
  const gateway = useGateway()
  const { locale } = useLocaleState()
  const errors = useErrorMessages()
  const [text, setText] = useState<string>(m.safeMessageDefault)
  const { connector } = useConnection()
  const sign = useSignMessage()
  const signed =
    sign.variables && sign.isSuccess ? { message: String(sign.variables.message), signature: sign.data } : undefined
  const messageHash = signed && safeMessageHash(safe.chainId, safe.address, signed.message)

  const status = useQuery({
    queryKey: ['safe', 'gateway', 'message', safe.chainId, messageHash],
    queryFn: () => getSafeMessage(gateway, { chainId: safe.chainId, messageHash: messageHash! }),
    enabled: Boolean(messageHash),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'CONFIRMED' ? false : CONFIRMATION_POLL_MS),
  })

  const verify = useMutation({
    mutationFn: async () => {
      const signature = (status.data?.preparedSignature ?? signed?.signature ?? '0x') as Hex
      const provider = await safeProviderOf(connector)
      return verifySafeSignature((args) => provider.request(args), safe.address, signed!.message, signature)
    },
  })

  return (
    <section className="safe-messages" aria-label={m.safeMessages}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          verify.reset()
          sign.mutate({ message: text })
        }}
      >
        <input aria-label={m.safeMessageLabel} value={text} onChange={(event) => setText(event.target.value)} />
        <button className="kit-button kit-button--primary" type="submit" disabled={sign.isPending || !text}>
          {m.safeSignMessage}
        </button>
      </form>
      {sign.isPending && <p className="safe-muted">{m.safeConfirmInSafe}</p>}
      {sign.isError && (
        <p role="alert" className="safe-error">
          {requestErrorMessage(t, errors, sign.error)}
        </p>
      )}
      {status.data && (
        <p data-testid="safe-message-status">
          {fillCounts(
            m.safeMessageStatus,
            {
              status: m[MESSAGE_STATUS[status.data.status]],
              submitted: status.data.confirmationsSubmitted,
              required: status.data.confirmationsRequired,
            },
            locale,
          )}
        </p>
      )}
      {status.isError && (
        <GatewayFailure error={status.error} retrying={status.isFetching} onRetry={() => void status.refetch()} />
      )}
      {signed && (
        <button
          className="kit-button kit-button--secondary"
          type="button"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
        >
          {m.safeVerify}
        </button>
      )}
      {verify.isSuccess && (
        <p data-testid="safe-signature-check">
          {verify.data ? fill(m.safeSignatureValid, { result: verify.data }) : m.safeSignatureInvalid}
        </p>
      )}
    </section>
  )
}
