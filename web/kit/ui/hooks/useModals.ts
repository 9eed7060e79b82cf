import { useKit } from '../KitProvider/context.ts'
import type { KitStatus } from '../KitProvider/status.ts'

/** Opens the connect modal; `connectModalOpen` says whether it is open. */
export function useConnectModal(): { openConnectModal: () => void; connectModalOpen: boolean } {
  const { open, openConnectModal } = useKit()
  return { openConnectModal, connectModalOpen: open === 'connect' }
}

/** Opens the account modal (the chain modal instead on an unsupported chain). */
export function useAccountModal(): { openAccountModal: () => void; accountModalOpen: boolean } {
  const { open, openAccountModal } = useKit()
  return { openAccountModal, accountModalOpen: open === 'account' }
}

/** Opens the chain modal. */
export function useChainModal(): { openChainModal: () => void; chainModalOpen: boolean } {
  const { open, openChainModal } = useKit()
  return { openChainModal, chainModalOpen: open === 'chain' }
}

/** Closes whichever modal is open. */
export function useCloseModal(): () => void {
  return useKit().closeModal
}

/** The kit's connection status: `'loading'`, `'disconnected'`, `'unauthenticated'` or `'connected'`. */
export function useConnectionStatus(): KitStatus {
  return useKit().status
}
