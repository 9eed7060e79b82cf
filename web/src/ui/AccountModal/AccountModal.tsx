import { useBalance, useConnection, useDisconnect } from 'wagmi'
import { formatBalance, shortenAddress } from '../../lib/format'
import { Modal } from '../Modal/Modal'

export function AccountModal({ onClose }: { onClose: () => void }) {
  const { address } = useConnection()
  const balance = useBalance({ address })
  const { mutate: disconnect } = useDisconnect()

  return (
    <Modal title="Account" onClose={onClose}>
      {address && <p className="kit-address-large">{shortenAddress(address)}</p>}
      {balance.data && <p>{formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol)}</p>}
      <button className="kit-button" data-testid="disconnect-button" onClick={() => disconnect(undefined, { onSuccess: onClose })}>
        Disconnect
      </button>
    </Modal>
  )
}
