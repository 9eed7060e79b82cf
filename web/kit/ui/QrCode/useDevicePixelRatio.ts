import { useSyncExternalStore } from 'react'

// Zooming changes the ratio and fires resize; so does a window moved to another screen's scale.
function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** Device pixels per CSS pixel, so the QR code can put its modules on whole device pixels. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.devicePixelRatio || 1,
    () => 1,
  )
}
