import { lazy, Suspense } from 'react'
import { useMessages } from '../../i18n/store.ts'
import { useIsLargeScreen } from '../hooks/useMediaQuery.ts'
import { useKit } from '../KitProvider/context.ts'
import { warmOnIntent } from '../KitProvider/modals.tsx'
import { resolveDisplay, type ButtonOptions } from './display.ts'
import './ConnectButton.css'

// What a connected visitor sees (balance, name, avatar, chain) loads only once connected.
const ConnectedButtons = lazy(() => import('./ConnectedButtons.tsx'))

/** 'Connect Wallet' when disconnected; chain and account buttons when connected; nothing while loading. */
export function ConnectButton(options: ButtonOptions) {
  const t = useMessages()
  const { status, openConnectModal, rootProps } = useKit()
  const display = resolveDisplay(options, useIsLargeScreen())
  if (status === 'loading') return null
  return (
    <div {...rootProps} className={`${rootProps.className} kit-inline`}>
      {status === 'disconnected' || status === 'unauthenticated' ? (
        <button
          type="button"
          className="kit-connect-button"
          data-testid="connect-button"
          onClick={openConnectModal}
          {...warmOnIntent('connect')}
        >
          {t.connectWallet}
        </button>
      ) : (
        <Suspense fallback={null}>
          <ConnectedButtons display={display} />
        </Suspense>
      )}
    </div>
  )
}
