import {
  EARLY_WALLET_ATTRIBUTE,
  FIRST_MODAL_ID,
  FIRST_MODAL_TEMPLATE_ID,
  OPENER_ATTRIBUTE,
} from '../../../shared/firstView/keys.ts'
// The prerendered connect modal is shown before the kit's code has loaded: its styles are in the
// page's first stylesheet, not in the modal's chunk.
import '../Modal/Modal.css'
import '../ConnectModal/ConnectModal.css'
import '../ConnectModal/MobileConnect.css'

/** What became of the prerendered connect modal (ConnectModal/FirstConnectModal.tsx, shown by web/kit/firstView/boot.ts). */
export type FirstModalState = 'open' | 'closed' | 'none'

const byId = (id: string) => (typeof document === 'undefined' ? null : document.getElementById(id))

/** 'open' while the visitor has it on screen, 'closed' once they closed it, 'none' if it never showed. */
export function firstModalState(): FirstModalState {
  const modal = byId(FIRST_MODAL_ID)
  if (!modal) return 'none'
  return modal.hidden ? 'closed' : 'open'
}

/**
 * Takes the prerendered modal out of the document, as the kit's own modals take over: in the
 * commit that shows the kit's connect modal when the visitor has it open (no frame shows both, or
 * neither), else as soon as the kit has hydrated.
 */
export function removeFirstModal(): void {
  byId(FIRST_MODAL_TEMPLATE_ID)?.remove()
  const modal = byId(FIRST_MODAL_ID)
  if (!modal) return
  const opener = document.querySelector<HTMLElement>(`[${OPENER_ATTRIBUTE}]`)
  opener?.removeAttribute(OPENER_ATTRIBUTE)
  // The kit's modal, if it replaces an open one, then takes the Connect button as its opener.
  if (!modal.hidden) {
    document.body.style.overflow = ''
    opener?.focus({ preventScroll: true })
  }
  modal.remove()
}

/** The wallet pressed in the prerendered modal, by id; taken once. */
export function takeEarlyWallet(): string | undefined {
  const root = document.documentElement
  const id = root.getAttribute(EARLY_WALLET_ATTRIBUTE) ?? undefined
  root.removeAttribute(EARLY_WALLET_ATTRIBUTE)
  return id
}
