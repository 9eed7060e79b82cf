import { useState } from 'react'
import type { KitConfig } from '../config/options.ts'
import { createKitRuntime } from './createKitRuntime.ts'
import type { KitRuntime } from './types.ts'

/**
 * The runtime of one provider: made on its first render, and again when it is given another
 * configuration. Held in the provider's state, never in a module: a server's renders, each with
 * its own provider, share nothing.
 */
export function useKitRuntimeFor(config: KitConfig): KitRuntime {
  const [runtime, setRuntime] = useState(() => createKitRuntime(config))
  if (runtime.config === config) return runtime
  // Adjusted while rendering, so no frame shows the previous configuration.
  const next = createKitRuntime(config)
  setRuntime(next)
  return next
}
