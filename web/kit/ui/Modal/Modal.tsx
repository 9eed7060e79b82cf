import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useMessages } from '../../i18n/store.ts'
import { BackIcon, CloseIcon } from '../icons/icons.tsx'
import { trapTab } from './focus.ts'
import './Modal.css'

interface ModalProps {
  /** The dialog's accessible name. */
  label: string
  onClose: () => void
  children: ReactNode
  className?: string
  testId?: string
  /** Whether it comes in animated: not when it replaces a modal already on screen. */
  entrance?: boolean
}

/**
 * An accessible dialog: labelled, modal, focus kept inside (starting on a `data-autofocus` element
 * if the content has one), closes on Escape and on the backdrop, and gives focus back to whatever
 * opened it. Below 768 px it is a bottom sheet (CSS).
 */
export function Modal({ label, onClose, children, className = '', testId, entrance = true }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = dialog.current!
    // Before the focus, which lays the page out: hiding the scrollbar afterwards would make the
    // frame lay it out a second time. The dialog is fixed, so the focus needs no scrolling either.
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    // Content may name where the keyboard starts (the connect modal's first wallet), else the dialog.
    const start = root.querySelector<HTMLElement>('[data-autofocus]') ?? root
    start.focus({ preventScroll: true })
    return () => {
      document.body.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  // The keys from the commit that shows the dialog, not from a later task: a dialog no click
  // opened (the sign-in step, once the wallet connects) paints before its effects run, and a key
  // pressed in between was lost, or went to the modal it replaces. The focus can wait for the
  // effect above: the prerendered modal's removal (KitShell) hands it the Connect button first.
  useLayoutEffect(() => {
    const root = dialog.current!
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        close.current()
      } else if (event.key === 'Tab') trapTab(event, root)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <div className={entrance ? 'kit-backdrop' : 'kit-backdrop kit-backdrop--still'} onClick={onClose}>
      <div
        ref={dialog}
        className={`kit-modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  )
}

interface ModalHeaderProps {
  title: string
  onClose?: () => void
  onBack?: () => void
  /** Announce title changes (the connect modal's steps). */
  live?: boolean
}

/** A title centred between an optional back arrow and the close button. */
export function ModalHeader({ title, onClose, onBack, live = false }: ModalHeaderProps) {
  const t = useMessages()
  const id = useId()
  return (
    <div className="kit-modal-header">
      {onBack ? (
        <button type="button" className="kit-icon-button" aria-label={t.back} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span className="kit-icon-spacer" />
      )}
      <h2 id={id} className="kit-modal-title" aria-live={live ? 'polite' : undefined}>
        {title}
      </h2>
      {onClose ? (
        <button type="button" className="kit-icon-button kit-close" aria-label={t.close} onClick={onClose}>
          <CloseIcon />
        </button>
      ) : (
        <span className="kit-icon-spacer" />
      )}
    </div>
  )
}
