import { Activity, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { preloadable, whenIdle, type Preloadable } from '../../lib/preloadable.ts'
import { layOutUnseen } from './layOutUnseen.ts'
import type { KitStatus } from './status.ts'

type ModalModule = Preloadable<{ default: ComponentType<{ onClose: () => void }> }>

/**
 * The modals' code stays out of the first paint: each is its own chunk, fetched when the browser
 * is idle after first paint or when a visitor heads for a button, so that a click finds it loaded
 * and the modal is on screen in the same frame.
 */
export const modalModules = {
  connect: preloadable(() => import('../ConnectModal/ConnectModal.tsx')),
  account: preloadable(() => import('../AccountModal/AccountModal.tsx')),
  chain: preloadable(() => import('../ChainModal/ChainModal.tsx')),
} satisfies Record<string, ModalModule>

export type ModalName = keyof typeof modalModules

function report(error: unknown): void {
  console.error('A modal failed to load', error)
}

/** Fetches the modals' code; a failure is reported, and the next open tries again. */
export function warmModals(...names: ModalName[]): void {
  for (const name of names) modalModules[name].load().catch(report)
}

/** Props for a button that opens these modals: the pointer over it, focus or a touch fetch them. */
export function warmOnIntent(...names: ModalName[]) {
  const warm = () => warmModals(...names)
  return { onPointerEnter: warm, onFocus: warm, onTouchStart: warm }
}

/** The modals a visitor in this status can open. */
function reachable(status: KitStatus): ModalName[] {
  if (status === 'connected') return ['account', 'chain']
  return status === 'loading' ? [] : ['connect']
}

/**
 * Fetches the modals the status can open: the connect modal from the render itself, the others
 * once the browser is idle. A visitor's first press is on the Connect button, and on a slow phone
 * the first idle moment comes a second or more after the button works (docs/performance.md); the
 * first effect, after the hydration pass of a prerendered page, half a second after its code has
 * run.
 */
export function useWarmModals(status: KitStatus): void {
  // Once per mount, from its first render; not on a server render, which never opens one (with
  // `ssr`, the status is loading there). Not at every render: a failed load would start again each time.
  useState(() => reachable(status).includes('connect') && typeof document !== 'undefined' && warmModals('connect'))
  useEffect(() => {
    const names = reachable(status)
    if (names.includes('connect')) warmModals(...names)
    else return whenIdle(() => warmModals(...names))
  }, [status])
}

/**
 * A modal rendered straight from its module once the code is here (fetched now if not yet), so
 * that nothing on the way to the screen suspends. With `prerender`, the modal is also rendered
 * ahead, hidden (React's Activity, at idle priority, effects not started): the click then only
 * reveals it, which is what opens the connect modal, the largest, within a frame. Each closing
 * ends that instance: the next opening starts afresh, as with a modal mounted on open.
 */
export function PreloadedModal({
  name,
  shown,
  prerender = false,
  onClose,
}: {
  name: ModalName
  shown: boolean
  prerender?: boolean
  onClose: () => void
}) {
  const module: ModalModule = modalModules[name]
  const loaded = useSyncExternalStore(module.subscribe, () => module.current)
  const [instance, setInstance] = useState(0)
  const [wasShown, setWasShown] = useState(shown)
  // Adjusted while rendering, so the closing commit already swaps in a fresh hidden instance.
  if (wasShown !== shown) {
    setWasShown(shown)
    if (!shown) setInstance(instance + 1)
  }
  useEffect(() => {
    if (shown && !loaded) warmModals(name)
  }, [shown, loaded, name])
  // The hidden instance is laid out once while the browser is idle. Activity renders it at idle
  // priority too, so it may not be in the page at the first idle moment: then at the next.
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown || !prerender || !loaded) return
    let cancel = whenIdle(function layOut() {
      const hidden = slot.current?.firstElementChild
      if (hidden instanceof HTMLElement) layOutUnseen(hidden)
      else cancel = whenIdle(layOut)
    })
    return () => cancel()
  }, [shown, prerender, loaded, instance])
  if (!loaded || !(shown || prerender)) return null
  // The slot (display: contents, no box of its own) is the handle on the hidden instance: refs
  // inside a hidden Activity are detached.
  return (
    <div className="kit-modal-slot" ref={slot}>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <loaded.default key={instance} onClose={onClose} />
      </Activity>
    </div>
  )
}
