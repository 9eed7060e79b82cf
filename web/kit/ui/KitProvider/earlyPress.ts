import { EARLY_PRESS_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '../../../shared/firstView/keys.ts'

let taken: boolean | undefined

/**
 * Whether a Connect button of the prerendered page was pressed before the kit took over (its
 * boot script records it, web/kit/firstView/boot.ts). Taken once, when the kit first renders: the
 * same answer after (StrictMode calls a state's initializer twice); later presses reach React.
 */
export function takeEarlyPress(): boolean {
  if (taken !== undefined) return taken
  // The build's prerender: no page, no press.
  if (typeof document === 'undefined') return false
  const root = document.documentElement
  root.setAttribute(TAKEN_OVER_ATTRIBUTE, '')
  taken = root.hasAttribute(EARLY_PRESS_ATTRIBUTE)
  root.removeAttribute(EARLY_PRESS_ATTRIBUTE)
  return taken
}
