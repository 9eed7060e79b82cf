import { useEffect, useState } from 'react'
import { core } from '../../wasm/client.ts'
import { whenIdle } from '../../lib/preloadable.ts'
import { useWalletOptions } from '../../wallets/useWalletOptions.ts'
import { useIsLargeScreen } from '../hooks/useMediaQuery.ts'
import { useKit } from '../KitProvider/context.ts'
import { DesktopConnect } from './DesktopConnect.tsx'
import { MobileConnect } from './MobileConnect.tsx'
import './ConnectModal.css'

/** The connect modal (status disconnected), loaded on first open. */
export default function ConnectModal({ onClose }: { onClose: () => void }) {
  const wallets = useWalletOptions()
  const large = useIsLargeScreen()
  const { modalSize } = useKit()
  const [coreVersion, setCoreVersion] = useState<string>()

  // Start the core's worker once the modal is on screen (not in the frame that draws it), so a QR
  // code is drawn without the worker's start-up delay.
  useEffect(() => whenIdle(() => void core.version().then(setCoreVersion, () => undefined)), [])

  return (
    <>
      {large ? (
        <DesktopConnect wallets={wallets} compact={modalSize === 'compact'} onClose={onClose} />
      ) : (
        <MobileConnect wallets={wallets} onClose={onClose} />
      )}
      {/* Which core answered, for diagnostics and the tests; not shown. */}
      <span hidden data-testid="core-version">
        {coreVersion}
      </span>
    </>
  )
}
