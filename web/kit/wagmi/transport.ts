import { fallback, http, type Transport } from 'wagmi'

/** Transport defaults (docs/spec.md §9.5). */
export const TRANSPORT_DEFAULTS = {
  batchWaitMs: 32,
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  pollingIntervalMs: 4_000,
} as const

function httpWithDefaults(url?: string): Transport {
  return http(url, {
    batch: { wait: TRANSPORT_DEFAULTS.batchWaitMs },
    timeout: TRANSPORT_DEFAULTS.timeoutMs,
    retryCount: TRANSPORT_DEFAULTS.retryCount,
    retryDelay: TRANSPORT_DEFAULTS.retryDelayMs,
  })
}

/** The configured RPC first, then the chain's public RPC (docs/spec.md §7.2). */
export function chainTransport(rpcUrl: string | undefined): Transport {
  return rpcUrl ? fallback([httpWithDefaults(rpcUrl), httpWithDefaults()]) : httpWithDefaults()
}
