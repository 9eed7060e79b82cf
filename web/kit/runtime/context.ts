import { createContext, useContext } from 'react'
import type { KitConfig } from '../config/options.ts'
import { MissingKitProviderError } from '../ui/KitProvider/context.ts'
import type { KitRuntime } from './types.ts'

export const KitRuntimeContext = createContext<KitRuntime | null>(null)

/** The runtime of the nearest `<KitProvider>`. */
export function useKitRuntime(): KitRuntime {
  const runtime = useContext(KitRuntimeContext)
  if (!runtime) throw new MissingKitProviderError()
  return runtime
}

/** The configuration of the nearest `<KitProvider>`. */
export const useKitConfig = (): KitConfig => useKitRuntime().config
