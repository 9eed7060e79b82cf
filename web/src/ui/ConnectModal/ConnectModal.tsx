import { useEffect, useState } from 'react'
import { useConnect, useConnectors, type Connector } from 'wagmi'
import { core } from '../../core/client'
import { Modal } from '../Modal/Modal'
import './ConnectModal.css'

/**
 * The generic `injected` connector (window.ethereum) is only worth listing when no wallet
 * announced itself through EIP-6963: otherwise it is the same wallet twice.
 */
function visibleConnectors(connectors: readonly Connector[]): Connector[] {
  const announced = connectors.some((c) => c.type === 'injected' && c.id !== 'injected')
  return connectors.filter((c) => !(announced && c.id === 'injected'))
}

export function ConnectModal({ onClose }: { onClose: () => void }) {
  const connectors = useConnectors()
  const { mutate: connect, error, isPending, variables } = useConnect()
  const [coreVersion, setCoreVersion] = useState<string>()

  useEffect(() => {
    core.version().then(setCoreVersion, () => setCoreVersion(undefined))
  }, [])

  return (
    <Modal title="Connect a Wallet" onClose={onClose}>
      <ul className="kit-wallets">
        {visibleConnectors(connectors).map((connector) => (
          <li key={connector.uid}>
            <button
              className="kit-wallet"
              data-testid={`wallet-option-${connector.id}`}
              disabled={isPending}
              onClick={() => connect({ connector }, { onSuccess: onClose })}
            >
              {connector.icon && <img src={connector.icon} alt="" width={28} height={28} />}
              <span>{connector.id === 'injected' ? 'Browser Wallet' : connector.name}</span>
              {isPending && variables?.connector === connector && <span className="kit-muted">Connecting…</span>}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="kit-error">
          {error.message.split('\n')[0]}
        </p>
      )}
      {coreVersion && <p className="kit-muted kit-footnote">core v{coreVersion}</p>}
    </Modal>
  )
}
