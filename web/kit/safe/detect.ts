import type { SafeProvider } from './provider.ts'
import { allowedHostOrigins, originPatterns } from '../../shared/safe/domains.ts'

/**
 * Whether we run inside a Safe host, and the provider for it. The Safe Apps SDK never times out
 * (a request nobody answers waits forever), so asking happens only when framed, and with a
 * deadline. wagmi's own connector waits 10 ms, which a real host under load misses.
 */

export const DETECT_TIMEOUT_MS = 3_000

export type SafeReadiness = 'checking' | 'ready' | 'unavailable'

export const isFramed = () => typeof window !== 'undefined' && window.parent !== window

let readiness: SafeReadiness = isFramed() ? 'checking' : 'unavailable'
const subscribers = new Set<() => void>()
let detection: Promise<SafeProvider | null> | undefined

/** For the wallet list: 'ready' once a Safe host answered; top-level pages are 'unavailable' at once. */
export const getSafeReadiness = () => readiness

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
 * by every caller; a miss is not remembered, so a later connect asks the host again.
 */
export function detectSafe(timeoutMs = DETECT_TIMEOUT_MS): Promise<SafeProvider | null> {
  if (!isFramed()) return Promise.resolve(null)
  detection ??= askHost(timeoutMs).then((provider) => {
    if (!provider) detection = undefined
    setReadiness(provider ? 'ready' : 'unavailable')
    return provider
  })
  return detection
}

async function askHost(timeoutMs: number): Promise<SafeProvider | null> {
  // Loaded only now: pages that are not framed never download the SDK.
  const { SafeAppsSDK, SafeProvider } = await import('./embedded.ts')
  const sdk = new SafeAppsSDK({ allowedDomains: originPatterns(allowedHostOrigins()) })
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  const info = await Promise.race([sdk.safe.getInfo().catch(() => null), deadline])
  clearTimeout(timer)
  if (!info?.safeAddress) return null
  const provider = new SafeProvider(sdk, info)
  exposeForTests(provider)
  return provider
}

/** Test builds (VITE_SAFE_E2E_HOOKS=true) let browser tests drive the provider directly. */
function exposeForTests(provider: SafeProvider) {
  if (import.meta.env.VITE_SAFE_E2E_HOOKS === 'true') Object.assign(window, { __safeProvider: provider })
}
