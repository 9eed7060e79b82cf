import { useEffect, useSyncExternalStore } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { watchConnection } from 'wagmi/actions'
import { useKitRuntime } from '../runtime/context.ts'
import { authStatusOf, type AuthSnapshot, type AuthStatus } from './session-store.ts'

const DISABLED: AuthSnapshot = { status: 'ready', session: null }
const noSubscription = () => () => undefined
const disabledSnapshot = () => DISABLED

/**
 * 'loading' | 'unauthenticated' | 'authenticated' for the connected account. Meaningful only
 * when sign-in is on (the configuration's `signIn`); with sign-in off it is always 'authenticated', so callers
 * may gate on it unconditionally. Also signs out when the account disconnects or changes.
 */
export function useAuthStatus(): AuthStatus {
  const wagmiConfig = useConfig()
  const { address } = useConnection()
  const store = useKitRuntime().auth?.store
  useEffect(() => store?.watch((onChange) => watchConnection(wagmiConfig, { onChange })), [store, wagmiConfig])
  useEffect(() => {
    if (address) store?.load()
  }, [store, address])
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? disabledSnapshot,
    // Prerendered and hydrated without an account, when the sign-in state does not count.
    disabledSnapshot,
  )
  return store ? authStatusOf(snapshot, address) : 'authenticated'
}
