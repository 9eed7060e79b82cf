import { useState } from 'react'
import type { KitConfig } from '../config/options.ts'
import { createKitRuntime } from './createKitRuntime.ts'
import { pageRuntime } from './pageRuntime.ts'
import type { KitRuntime } from './types.ts'

const runtimeOf = (config: KitConfig) => pageRuntime(config) ?? createKitRuntime(config)

/**
 * The runtime of one provider: the page's for a browser-only configuration (made with it), else
 * made on the provider's first render, and again when it is given another configuration. Never in
 * a module on a server: its renders, each with its own provider, share nothing.
 */
export function useKitRuntimeFor(config: KitConfig): KitRuntime {
  const [runtime, setRuntime] = useState(() => runtimeOf(config))
  if (runtime.config === config) return runtime
  // Adjusted while rendering, so no frame shows the previous configuration.
  const next = runtimeOf(config)
  setRuntime(next)
  return next
}
