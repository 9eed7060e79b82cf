import type { KitConfig } from '../config/options.ts'
import { isFramed } from '../safe/framed.ts'
import type { AuthAdapter } from './adapter.ts'
import { lazyAuthAdapter } from './lazyAdapter.ts'
import { AuthSessionStore } from './session-store.ts'

/** Sign-in for one provider: the adapter, and the visitor's session as the API reports it. */
export interface KitAuth {
  adapter: AuthAdapter
  store: AuthSessionStore
  /** The dapp's name, in the sign-in statement. */
  appName: string
}

/** The configuration's sign-in, or undefined when it is off (no `signIn` option). */
export function createKitAuth(kit: KitConfig): KitAuth | undefined {
  const { signIn, appName } = kit
  if (!signIn) return undefined
  // `isFramed` is asked per request: the adapter is made in a render, which may be a server's.
  const adapter =
    'adapter' in signIn
      ? signIn.adapter
      : lazyAuthAdapter(() =>
          import('./adapter.ts').then(({ createAuthAdapter }) =>
            createAuthAdapter({ baseUrl: signIn.url, appName, framed: isFramed }),
          ),
        )
  return { adapter, store: new AuthSessionStore(adapter), appName }
}
