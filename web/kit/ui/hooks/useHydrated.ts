import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False while the page's first view renders as the build prerendered it (the server, then the
 * browser's hydration pass), true from the next render on: what differs per visitor (stored
 * theme, portals, the wallet's state) waits for it, so hydration finds exactly the served HTML.
 * Under createRoot (no prerendered HTML) it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
