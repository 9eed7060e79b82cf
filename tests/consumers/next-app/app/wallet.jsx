'use client'

import { ConnectButton } from 'beacon-kit'
import { useConnection, useSignMessage } from 'wagmi'

export function Wallet() {
  const { address, isConnected } = useConnection()
  const { signMessage, data, error, isPending } = useSignMessage()
  return (
    <>
      <ConnectButton />
      {isConnected && (
        <section>
          <p data-testid="address">{address}</p>
          <button
            type="button"
            disabled={isPending}
            onClick={() => signMessage({ message: 'Hello from a Next.js dapp' })}
          >
            Sign message
          </button>
          {data && <output data-testid="signature">{data}</output>}
          {error && <p role="alert">{error.shortMessage ?? error.message}</p>}
        </section>
      )}
    </>
  )
}
