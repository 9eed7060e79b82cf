import { createContext, useContext, type CSSProperties } from 'react'
import { BaseError } from '../../../shared/errors.ts'
import type { KitStatus, OpenModal } from './status.ts'
import type { ModalSize } from './theme.ts'

export interface KitContextValue {
  status: KitStatus
  open: OpenModal
  openConnectModal: () => void
  /** Opens the account modal, or the chain modal when the chain is unsupported (docs/spec.md §4.1). */
  openAccountModal: () => void
  openChainModal: () => void
  closeModal: () => void
  /** Says something to screen readers through the kit's polite live region. */
  announce: (message: string) => void
  modalSize: ModalSize
  /** Class and variables every kit root carries (the button's and the modals'). */
  rootProps: {
    className: string
    /** Neither in the prerendered first view, before hydration (kit.css then follows <html>). */
    'data-theme': 'light' | 'dark' | undefined
    lang: string
    dir: 'ltr' | 'rtl'
    style: CSSProperties | undefined
  }
}

/** A kit component rendered outside <KitProvider>: a mistake in the page's code. */
export class MissingKitProviderError extends BaseError {
  override name = 'MissingKitProviderError'
  constructor() {
    super('Kit components must be inside <KitProvider>')
  }
}

export const KitContext = createContext<KitContextValue | null>(null)

export function useKit(): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new MissingKitProviderError()
  return value
}
