import type { SignClient as SignClientClass } from '@walletconnect/sign-client'

/**
 * The one sign-client of the page, shared by every WalletConnect-based wallet (one relay socket,
 * one storage). `@walletconnect/sign-client` is imported dynamically, so its code is fetched
 * only once a WalletConnect wallet is chosen or a stored session is restored, never at load.
 */

export type SignClient = InstanceType<typeof SignClientClass>
export type Session = ReturnType<SignClient['session']['get']>

export interface SignClientOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  /** Keeps several sign-clients of one JS realm (tests) apart; sign-client shares a core per prefix. */
  storagePrefix?: string
}

const clients = new Map<string, Promise<SignClient>>()

export function loadSignClient(options: SignClientOptions): Promise<SignClient> {
  const key = `${options.relayUrl}|${options.projectId}|${options.storagePrefix ?? ''}`
  let client = clients.get(key)
  if (!client) {
    client = import('@walletconnect/sign-client').then(({ SignClient }) =>
      SignClient.init({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata,
        customStoragePrefix: options.storagePrefix,
        // The README promises no third-party calls beyond the relay: no usage telemetry.
        telemetryEnabled: false,
        logger: 'silent',
      }),
    )
    // A failed start (storage blocked, say) must not stick: the next attempt tries again.
    client.catch(() => clients.delete(key))
    clients.set(key, client)
  }
  return client
}

/** sign-client's relayer event once its socket is open (RELAYER_EVENTS.connect). */
export const RELAYER_CONNECT = 'relayer_connect'

/** sign-client's relayer event for a closed relay socket (RELAYER_EVENTS.disconnect). */
export const RELAYER_DISCONNECT = 'relayer_disconnect'

/** sign-client's relayer event for a fatal socket error, such as the relay's 3000 close. */
export const RELAYER_ERROR = 'relayer_error'

/** sign-client's relayer event for each message received (RELAYER_EVENTS.message). */
export const RELAYER_MESSAGE = 'relayer_message'

/** sign-client's relayer event after each message it published (RELAYER_EVENTS.publish). */
export const RELAYER_PUBLISH = 'relayer_publish'
/** sign-client's tag for its answer to the wallet's settle request (wc_sessionSettle response). */
export const SETTLE_RESPONSE_TAG = 1103
