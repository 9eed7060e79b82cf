import { useWalletOptions } from '../../wallets/useWalletOptions.ts'
import { useKit } from '../KitProvider/context.ts'
import { FIRST_MODAL_ID } from '../../../shared/firstView/keys.ts'
import { DesktopConnect } from './DesktopConnect.tsx'
import { MobileConnect } from './MobileConnect.tsx'

const nothing = () => undefined

/**
 * The connect modal as it first opens, for the build to put into index.html (in a template): both
 * layouts, one shown by the viewport (ConnectModal.css), as ConnectModal picks them by the same
 * breakpoint. The boot script shows it on a press before the app's code has loaded; its buttons
 * do nothing themselves (the boot script records a wallet's press).
 */
export function FirstConnectModal() {
  const wallets = useWalletOptions()
  const { rootProps } = useKit()
  return (
    <div {...rootProps} id={FIRST_MODAL_ID}>
      <div className="kit-first-modal-large">
        <DesktopConnect wallets={wallets} compact={false} onClose={nothing} />
      </div>
      <div className="kit-first-modal-small">
        <MobileConnect wallets={wallets} onClose={nothing} />
      </div>
    </div>
  )
}
