import { BaseError } from '../../shared/errors.ts'
import type { AuthAdapter } from './adapter.ts'

/** `createMessage` before any request: the message needs the nonce `getNonce` gives. */
export class NonceFirstError extends BaseError {
  override name = 'NonceFirstError'
  constructor() {
    super('The sign-in message needs a nonce from getNonce first')
  }
}

/**
 * An adapter whose code (viem's SIWE message among it) is fetched on its first request, not with
 * the page: most visits never sign in. `createMessage` follows `getNonce`, so it finds it loaded.
 */
export function lazyAuthAdapter(load: () => Promise<AuthAdapter>): AuthAdapter {
  let loaded: AuthAdapter | undefined
  let loading: Promise<AuthAdapter> | undefined
  const real = () =>
    (loading ??= load().then(
      (adapter) => (loaded = adapter),
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again next time.
        loading = undefined
        throw error
      },
    ))
  return {
    getNonce: async () => (await real()).getNonce(),
    createMessage(args) {
      if (!loaded) throw new NonceFirstError()
      return loaded.createMessage(args)
    },
    verify: async (args) => (await real()).verify(args),
    signOut: async () => (await real()).signOut(),
    getSession: async () => (await real()).getSession(),
  }
}
