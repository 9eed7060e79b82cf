import type { Config } from 'wagmi'
import { RECONNECTING_ATTRIBUTE } from '../../shared/firstView/keys.ts'

/**
 * The boot script of a prerendered page sets RECONNECTING_ATTRIBUTE on <html> when wagmi's storage
 * holds a connection: kit.css hides the Connect button meanwhile. It goes once wagmi's reconnect,
 * started after hydration, has ended.
 */
export function endReconnectingWhenSettled(config: Config): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  if (!root.hasAttribute(RECONNECTING_ATTRIBUTE)) return
  let started = false
  const stop = config.subscribe(
    (state) => state.status,
    (status) => {
      if (status === 'reconnecting' || status === 'connecting') started = true
      else if (started) {
        root.removeAttribute(RECONNECTING_ATTRIBUTE)
        stop()
      }
    },
  )
}
