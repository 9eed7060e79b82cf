import type { KitConfig } from '../config/options.ts'
import { createKitRuntime } from './createKitRuntime.ts'
import type { KitRuntime } from './types.ts'

const runtimes = new WeakMap<KitConfig, KitRuntime>()

/**
 * A browser-only configuration's runtime, made once, as soon as the configuration is: wallet
 * discovery then asks before the wallets' own announcements at load, and wagmi has read the stored
 * session before the provider's first render, so a restored account shows while its connector
 * restores. Undefined for a configuration also rendered on a server (`ssr`), or outside a
 * browser: there each provider makes its own, and no module holds a visitor's state.
 */
export function pageRuntime(config: KitConfig): KitRuntime | undefined {
  if (config.ssr || typeof window === 'undefined') return undefined
  let runtime = runtimes.get(config)
  if (!runtime) runtimes.set(config, (runtime = createKitRuntime(config)))
  return runtime
}
