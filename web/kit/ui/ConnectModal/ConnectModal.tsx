import { useEffect, useEffectEvent, useLayoutEffect, useState } from 'react'
import { core } from '../../wasm/client.ts'
import { WARM_UP_WITHIN_MS, whenIdle } from '../../lib/preloadable.ts'
import { useWalletOptions } from '../../wallets/useWalletOptions.ts'
import { useIsLargeScreen } from '../hooks/useMediaQuery.ts'
import { useKit } from '../KitProvider/context.ts'
import { firstModalState, removeFirstModal } from '../KitProvider/firstModal.ts'
import { DesktopConnect } from './DesktopConnect.tsx'
import { MobileConnect } from './MobileConnect.tsx'
import './ConnectModal.css'

/** The connect modal (status disconnected), loaded on first open. */
export default function ConnectModal({ onClose }: { onClose: () => void }) {
  const wallets = useWalletOptions()
  const large = useIsLargeScreen()
  const { modalSize } = useKit()
  const [coreVersion, setCoreVersion] = useState<string>()
  // Replacing the prerendered modal the visitor has open: already on screen, so no entrance.
  const [entrance] = useState(() => firstModalState() !== 'open')

  // In the commit that shows this one. The visitor may have closed the prerendered one after the
  // kit took the press: then this one closes too, before any frame shows it.
  const closeIfClosed = useEffectEvent(() => {
    const closed = firstModalState() === 'closed'
    removeFirstModal()
    if (closed) onClose()
  })
  useLayoutEffect(() => closeIfClosed(), [])

  // Start the core's worker once the modal is on screen (not in the frame that draws it), so a QR
  // code is drawn without the worker's start-up delay.
  useEffect(() => whenIdle(() => void core.version().then(setCoreVersion, () => undefined), WARM_UP_WITHIN_MS), [])

  return (
    <>
      {large ? (
        <DesktopConnect wallets={wallets} compact={modalSize === 'compact'} entrance={entrance} onClose={onClose} />
      ) : (
        <MobileConnect wallets={wallets} entrance={entrance} onClose={onClose} />
      )}
      {/* Which core answered, for diagnostics and the tests; not shown. */}
      <span hidden data-testid="core-version">
        {coreVersion}
      </span>
    </>
  )
}
