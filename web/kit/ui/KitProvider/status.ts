/** The kit's connection status (docs/spec.md §4.1), derived from wagmi's and the sign-in's. */
export type KitStatus = 'loading' | 'disconnected' | 'unauthenticated' | 'connected'
export type AuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'
export type WagmiStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
export type OpenModal = 'none' | 'connect' | 'account' | 'chain'

export function kitStatus(wagmi: WagmiStatus, hasAddress: boolean, auth?: AuthenticationStatus): KitStatus {
  // While wagmi restores a previous session nothing is known yet: the button stays hidden.
  if (wagmi === 'reconnecting' && !hasAddress) return 'loading'
  if (!hasAddress || (wagmi !== 'connected' && wagmi !== 'reconnecting')) return 'disconnected'
  if (auth === 'loading') return 'loading'
  return auth === 'unauthenticated' ? 'unauthenticated' : 'connected'
}

/**
 * Which modal stays open when the status changes: all close on connect or disconnect, except the
 * connect modal while unauthenticated (it then shows the sign-in).
 */
export function modalAfterStatusChange(open: OpenModal, previous: KitStatus, next: KitStatus): OpenModal {
  if (previous === next || next === 'loading' || previous === 'loading') return open
  if (open === 'connect' && next === 'unauthenticated') return open
  return 'none'
}

/**
 * A connect made here (from disconnected, not a restored session) or a disconnect: what to
 * announce, and whether to celebrate.
 */
export function statusChange(previous: KitStatus, next: KitStatus): 'connected' | 'disconnected' | undefined {
  if (previous === 'disconnected' && (next === 'connected' || next === 'unauthenticated')) return 'connected'
  if ((previous === 'connected' || previous === 'unauthenticated') && next === 'disconnected') return 'disconnected'
  return undefined
}
