import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The kit's one breakpoint: below it modals become bottom sheets and buttons compact. */
export const LARGE_SCREEN = '(min-width: 768px)'
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
export const PREFERS_DARK = '(prefers-color-scheme: dark)'

export const useIsLargeScreen = () => useMediaQuery(LARGE_SCREEN)
