import { custom, type EIP1193RequestFn, type Transport } from 'viem'
import { detectSafe, getSafeReadiness } from './detect.ts'
import { isFramed } from './framed.ts'

/**
 * Inside a Safe host every chain read goes through the host's own RPC (the Safe provider's
 * `rpcCall`), never the app's: the host's network may not reach the app's RPC, and a public RPC
 * that is down or rate-limited must not break a Safe App. Outside a frame, and in a frame no Safe
 * answered, the app's transport is used as it is.
 */
export function safeHostTransport(appTransport: Transport, allowedHosts: readonly string[] = []): Transport {
  // Framed or not is asked when wagmi makes a client, not here: a config made on a server reads no window.
  return (params) => {
    const app = appTransport(params)
    if (!isFramed()) return app
    const request = (async (args) => {
      // Until the host answered (or the detection gave up) no request may leave for the app's RPC.
      const safe = getSafeReadiness() === 'unavailable' ? null : await detectSafe(undefined, allowedHosts)
      return safe ? safe.request(args) : app.request(args)
    }) as EIP1193RequestFn
    return custom({ request }, { key: 'safe-host', name: 'Safe host or app RPC', retryCount: 0 })(params)
  }
}
