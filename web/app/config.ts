import { chain } from 'virtual:kit-chain'
import { config } from 'virtual:kit-config'
import { projectIdWarning } from '../shared/config/placeholder.ts'

/** The demo's configuration, from its VITE_* environment, validated at build time (web/build/config-plugin.ts). */
export { chain, config }

/** Logs the documented placeholder-project-id warning, once. */
export function warnAboutConfig(): void {
  const warning = projectIdWarning(config)
  if (warning) console.warn(warning)
}
