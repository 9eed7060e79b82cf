import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { getConnection } from 'wagmi/actions'
import { useConfig, useConnection } from 'wagmi'
import { directionOf } from '../../i18n/direction.ts'
import { useLocaleState, useMessages } from '../../i18n/store.ts'
import { useHydrated } from '../hooks/useHydrated.ts'
import { PREFERS_DARK, useMediaQuery } from '../hooks/useMediaQuery.ts'
import { takeEarlyPress } from './earlyPress.ts'
import { leftForWallet } from '../ConnectModal/leftForWallet.ts'
import { removeFirstModal } from './firstModal.ts'
import { RECONNECTING_ATTRIBUTE } from '../../../shared/firstView/keys.ts'
import { KitContext, type KitContextValue } from './context.ts'
import { accentForeground, DEFAULT_ACCENT, resolveTheme, type ModalSize, type ThemeChoice } from './theme.ts'
import { PreloadedModal, useWarmModals, warmModals } from './modals.tsx'
import {
  kitStatus,
  modalAfterStatusChange,
  statusChange,
  type AuthenticationStatus,
  type KitStatus,
  type OpenModal,
} from './status.ts'
import { celebrate } from '../Confetti/celebrate.ts'
import { useAuthStatus } from '../../auth/useAuthStatus.ts'
import { useKitRuntime } from '../../runtime/context.ts'
import '../kit.css'

const TransactionWatcher = lazy(() => import('../../transactions/TransactionWatcher.tsx'))
const Toasts = lazy(() => import('../Toasts/Toasts.tsx'))
const SignInModal = lazy(() => import('../SignInModal/SignInModal.tsx'))

/** The sign-in slot: its modal is built elsewhere and shown while unauthenticated. */
export interface SignInSlot {
  status: AuthenticationStatus
  Modal: ComponentType<{ onClose: () => void }>
}

/** The provider's look, and the sign-in slot. */
export interface KitShellProps {
  children: ReactNode
  /** 'light', 'dark', or 'auto' (the system's); default 'auto'. */
  theme?: ThemeChoice
  /** A CSS colour for buttons and highlights; default the kit's blue. */
  accentColor?: string
  /** 'wide' (wallet list beside the details) or 'compact'; default 'wide'. */
  modalSize?: ModalSize
  /** Toasts when a tracked transaction or bundle confirms or fails; default true. */
  toasts?: boolean
  /**
   * The sign-in step's status and modal, for an app that drives sign-in itself. By default, with
   * the configuration's `signIn`, the kit's own: its session status and its sign-in modal.
   */
  signIn?: SignInSlot
}

/**
 * The kit's status, its modals and the roots they render in, below the wallet providers
 * (KitProvider.tsx puts them above).
 */
export function KitShell({
  children,
  theme = 'auto',
  accentColor = DEFAULT_ACCENT,
  modalSize = 'wide',
  toasts = true,
  signIn: signInSlot,
}: KitShellProps) {
  const runtime = useKitRuntime()
  // Before wagmi's own mount effect (a parent's effects run after its children's): the connectors
  // of a configuration rendered on a server too are there when wagmi restores a connection.
  useEffect(() => runtime.start(), [runtime])
  const authStatus = useAuthStatus()
  const signIn = signInSlot ?? (runtime.auth ? { status: authStatus, Modal: SignInModal } : undefined)
  const t = useMessages()
  const { locale } = useLocaleState()
  const { address, status: wagmiStatus, chain } = useConnection()
  const hydrated = useHydrated()
  const live = kitStatus(wagmiStatus, Boolean(address), signIn?.status)
  // The prerendered first view is the disconnected one, whatever wagmi restored from storage: the
  // hydration pass renders it too, and the real status shows from the next render. For the
  // transitions that pass counts as loading, so a restored session is not a new connection.
  const status: KitStatus = hydrated ? live : 'disconnected'
  const known: KitStatus = hydrated ? live : 'loading'
  // A press on the prerendered Connect button before the kit took over opens it now (docs/spec.md §2.6),
  // and so does a load that brings the visitor back from a wallet's site (ConnectModal/leftForWallet.ts).
  // A configuration rendered on a server too (`ssr`) has no boot script, and reads no page in a render.
  const [open, setOpen] = useState<OpenModal>(() =>
    !runtime.config.ssr && (takeEarlyPress() || leftForWallet() !== undefined) ? 'connect' : 'none',
  )
  const [message, setMessage] = useState('')
  const prefersDark = useMediaQuery(PREFERS_DARK)
  const previous = useRef<KitStatus>(known)

  // Adjusting state while rendering (not in an effect) so no frame shows a stale modal.
  const [seenStatus, setSeenStatus] = useState(known)
  if (seenStatus !== known) {
    setSeenStatus(known)
    setOpen(modalAfterStatusChange(open, seenStatus, known))
    const change = statusChange(seenStatus, known)
    if (change) setMessage(change === 'connected' ? t.announceConnected : t.announceDisconnected)
  }

  useEffect(() => {
    const before = previous.current
    previous.current = known
    if (statusChange(before, known) === 'connected') celebrate()
  }, [known])

  // The boot script hid the prerendered Connect button for a stored connection; from the first
  // render after hydration the kit shows the real status itself (docs/spec.md §4.1).
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(RECONNECTING_ATTRIBUTE)
  }, [hydrated])

  // Without `ssr`, wagmi has read the stored session before the first render: the hydration pass
  // already knows which modals the visitor can open.
  useWarmModals(runtime.config.ssr ? known : live)
  const closeModal = useCallback(() => setOpen('none'), [])
  const config = useConfig()
  // Read when called, not from this render: the chain modal closes itself once its switch is done.
  const closeUnlessSupported = useCallback(() => {
    const { chainId } = getConnection(config)
    if (!config.chains.some((c) => c.id === chainId)) setOpen('none')
  }, [config])
  const resolved = resolveTheme(theme, prefersDark)
  /** Opens at once when the modal's code is here (warmed); otherwise as soon as it arrives. */
  const show = useCallback((modal: Exclude<OpenModal, 'none'>) => {
    warmModals(modal)
    setOpen(modal)
  }, [])
  const value = useMemo<KitContextValue>(
    () => ({
      status,
      open,
      openConnectModal: () => show('connect'),
      openAccountModal: () => show(chain ? 'account' : 'chain'),
      openChainModal: () => show('chain'),
      closeModal,
      announce: setMessage,
      modalSize,
      rootProps: {
        className: 'kit-root',
        // The prerendered view has neither: kit.css then follows the theme and accent the boot
        // script put on <html>, and the HTML has no style attribute for the policy to refuse.
        'data-theme': hydrated ? resolved : undefined,
        // The kit's roots carry their own language and direction, whatever the host page's.
        lang: locale,
        dir: directionOf(locale),
        style: hydrated
          ? ({ '--kit-accent': accentColor, '--kit-accent-fg': accentForeground(accentColor) } as CSSProperties)
          : undefined,
      },
    }),
    [status, open, chain, show, closeModal, modalSize, resolved, locale, accentColor, hydrated],
  )

  const signingIn = open === 'connect' && status === 'unauthenticated' && signIn !== undefined
  // A message signed on a chain the app does not have would name that chain: the wallet moves
  // to one of the app's chains first (the chain modal, 'Wrong network detected'), then signs.
  const showSignIn = signingIn && chain !== undefined && signIn
  const wrongNetworkFirst = signingIn && chain === undefined
  const shown = {
    connect: open === 'connect' && !signingIn && status !== 'connected',
    account: open === 'account' && status === 'connected' && Boolean(chain),
    chain: (open === 'chain' && status === 'connected') || wrongNetworkFirst,
  }
  // The prerendered connect modal stays only for the kit's own to replace it (ConnectModal.tsx).
  useLayoutEffect(() => {
    if (hydrated && !shown.connect) removeFirstModal()
  }, [hydrated, shown.connect])
  return (
    <KitContext.Provider value={value}>
      {children}
      {/* Nothing of it is in the first view; and the server renderer has no portals. */}
      {hydrated &&
        createPortal(
          <div {...value.rootProps}>
            <div className="kit-sr-only" role="status" aria-live="polite">
              {message}
            </div>
            <Suspense fallback={null}>
              {status === 'connected' && <TransactionWatcher />}
              {status === 'connected' && toasts && <Toasts />}
              {showSignIn && <signIn.Modal onClose={closeModal} />}
            </Suspense>
            {/* The connect modal is rendered ahead, hidden, while it is what the button opens. */}
            <PreloadedModal
              name="connect"
              shown={shown.connect}
              prerender={status === 'disconnected'}
              onClose={closeModal}
            />
            <PreloadedModal name="account" shown={shown.account} onClose={closeModal} />
            {/* After a switch to one of the app's chains, the sign-in modal takes its place. */}
            <PreloadedModal
              name="chain"
              shown={shown.chain}
              onClose={wrongNetworkFirst ? closeUnlessSupported : closeModal}
            />
          </div>,
          document.body,
        )}
    </KitContext.Provider>
  )
}
