import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useConnection } from 'wagmi'
import { en } from '../../i18n/en'
import { PREFERS_DARK, useMediaQuery } from '../hooks/useMediaQuery'
import { KitContext, type KitContextValue } from './context'
import { accentForeground, DEFAULT_ACCENT, resolveTheme, type ModalSize, type ThemeChoice } from './theme'
import { kitStatus, modalAfterStatusChange, statusChange, type AuthenticationStatus, type KitStatus, type OpenModal } from './status'
import { celebrate } from '../Confetti/celebrate'
import '../kit.css'

// Modal content is not needed for the first paint: each loads when first opened.
const ConnectModal = lazy(() => import('../ConnectModal/ConnectModal'))
const AccountModal = lazy(() => import('../AccountModal/AccountModal'))
const ChainModal = lazy(() => import('../ChainModal/ChainModal'))
const TransactionWatcher = lazy(() => import('../../transactions/TransactionWatcher'))

/** The sign-in slot: its modal is built elsewhere and shown while unauthenticated. */
export interface SignInSlot {
  status: AuthenticationStatus
  Modal: ComponentType<{ onClose: () => void }>
}

export interface KitProviderProps {
  children: ReactNode
  theme?: ThemeChoice
  accentColor?: string
  modalSize?: ModalSize
  signIn?: SignInSlot
}

export function KitProvider({ children, theme = 'auto', accentColor = DEFAULT_ACCENT, modalSize = 'wide', signIn }: KitProviderProps) {
  const { address, status: wagmiStatus, chain } = useConnection()
  const status = kitStatus(wagmiStatus, Boolean(address), signIn?.status)
  const [open, setOpen] = useState<OpenModal>('none')
  const [message, setMessage] = useState('')
  const prefersDark = useMediaQuery(PREFERS_DARK)
  const previous = useRef<KitStatus>(status)

  // Adjusting state while rendering (not in an effect) so no frame shows a stale modal.
  const [seenStatus, setSeenStatus] = useState(status)
  if (seenStatus !== status) {
    setSeenStatus(status)
    setOpen(modalAfterStatusChange(open, seenStatus, status))
    const change = statusChange(seenStatus, status)
    if (change) setMessage(change === 'connected' ? en.announceConnected : en.announceDisconnected)
  }

  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (statusChange(before, status) === 'connected') celebrate()
  }, [status])

  const closeModal = useCallback(() => setOpen('none'), [])
  const resolved = resolveTheme(theme, prefersDark)
  const value = useMemo<KitContextValue>(
    () => ({
      status,
      open,
      openConnectModal: () => setOpen('connect'),
      openAccountModal: () => setOpen(chain ? 'account' : 'chain'),
      openChainModal: () => setOpen('chain'),
      closeModal,
      announce: setMessage,
      modalSize,
      rootProps: {
        className: 'kit-root',
        'data-theme': resolved,
        style: { '--kit-accent': accentColor, '--kit-accent-fg': accentForeground(accentColor) } as CSSProperties,
      },
    }),
    [status, open, chain, closeModal, modalSize, resolved, accentColor],
  )

  const showSignIn = open === 'connect' && status === 'unauthenticated' && signIn
  return (
    <KitContext.Provider value={value}>
      {children}
      {createPortal(
        <div {...value.rootProps}>
          <div className="kit-sr-only" role="status" aria-live="polite">
            {message}
          </div>
          <Suspense fallback={null}>
            {status === 'connected' && <TransactionWatcher />}
            {showSignIn && <signIn.Modal onClose={closeModal} />}
            {open === 'connect' && !showSignIn && status !== 'connected' && <ConnectModal onClose={closeModal} />}
            {open === 'account' && status === 'connected' && chain && <AccountModal onClose={closeModal} />}
            {open === 'chain' && status === 'connected' && <ChainModal onClose={closeModal} />}
          </Suspense>
        </div>,
        document.body,
      )}
    </KitContext.Provider>
  )
}
