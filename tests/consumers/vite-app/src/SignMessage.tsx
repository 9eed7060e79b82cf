import { useConnection, useSignMessage } from 'wagmi'

export function SignMessage() {
  const { isConnected } = useConnection()
  const { signMessage, data, error, isPending } = useSignMessage()
  if (!isConnected) return null
  return (
    <section>
      <button type="button" disabled={isPending} onClick={() => signMessage({ message: 'Hello from a Vite dapp' })}>
        Sign message
      </button>
      {data && <output data-testid="signature">{data}</output>}
      {error && <p role="alert">{error.message}</p>}
    </section>
  )
}
