import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { SafeProvider } from './provider.ts'
import { allowedHostOrigins, originPatterns } from '../../shared/safe/domains.ts'
import { isFramed } from './framed.ts'

/**
 * Whether we run inside a Safe host, and the provider for it. The Safe Apps SDK never times out
 * (a request nobody answers waits forever), so asking happens only when framed, and with a
 * deadline. wagmi's own connector waits 10 ms, which a real host under load misses.
 */

export const DETECT_TIMEOUT_MS = 3_000

export type SafeReadiness = 'checking' | 'ready' | 'unavailable'

// Decided on the first question, not on import: a module loaded on a server reads no window.
let readiness: SafeReadiness | undefined
const subscribers = new Set<() => void>()
/** The question under way, shared by every caller until its answer or deadline. */
let detection: Promise<SafeProvider | null> | undefined

/** For the wallet list: 'ready' once a Safe host answered; top-level pages are 'unavailable' at once. */
export const getSafeReadiness = (): SafeReadiness => (readiness ??= isFramed() ? 'checking' : 'unavailable')

export function subscribeSafeReadiness(listener: () => void): () => void {
  subscribers.add(listener)
  return () => subscribers.delete(listener)
}

function setReadiness(next: SafeReadiness) {
  readiness = next
  for (const listener of subscribers) listener()
}

/**
 * The Safe provider when a Safe host answers within `timeoutMs`, else null. One answer is shared
 * by every caller; a miss is not remembered, so a later connect asks the host again. An answer
 * that comes after the deadline (a busy host, a slow phone) still counts: it makes the readiness
 * 'ready', which connectLateSafeHost (connectLateHost.ts) turns into the connection reconnect missed.
 */
export function detectSafe(
  timeoutMs = DETECT_TIMEOUT_MS,
  allowedHosts: readonly string[] = [],
): Promise<SafeProvider | null> {
  if (!isFramed()) return Promise.resolve(null)
  if (found) return Promise.resolve(found)
  detection ??= askHost(timeoutMs, allowedHosts).then((provider) => {
    if (provider) return provider
    detection = undefined
    if (!found) setReadiness('unavailable')
    return found ?? null
  })
  return detection
}

/**
 * The SDK, one per page so that a question asked again goes out on the same channel; it accepts the
 * hosts (Safe{Wallet}'s and `allowedHosts`) of the first configuration that asks.
 */
let embedded: Promise<{ sdk: SafeAppsSDK; Provider: typeof SafeProvider }> | undefined
let found: SafeProvider | undefined

/** The host's Safe if it answers within `timeoutMs` of the question, once the SDK is loaded. */
async function askHost(timeoutMs: number, allowedHosts: readonly string[]): Promise<SafeProvider | null> {
  // Loaded only now: pages that are not framed never download the SDK.
  embedded ??= import('./embedded.ts').then(({ SafeAppsSDK, SafeProvider: Provider }) => ({
    sdk: new SafeAppsSDK({ allowedDomains: originPatterns(allowedHostOrigins(allowedHosts)) }),
    Provider,
  }))
  const { sdk, Provider } = await embedded
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  // The SDK never gives up on a question: an answer after the deadline is still taken.
  const answer = sdk.safe.getInfo().then(
    (info) => {
      if (!info?.safeAddress) return null
      if (!found) {
        found = new Provider(sdk, info)
        setReadiness('ready')
      }
      return found
    },
    () => null,
  )
  try {
    return await Promise.race([answer, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** The provider of the Safe host that answered, once one has (readiness 'ready'). */
export const foundSafeProvider = (): SafeProvider | undefined => found
