import { chain } from 'virtual:kit-chain'
import { projectIdWarning, validateConfig } from './validate'

/** The app's configuration, checked at build time; read once here. */
export const config = validateConfig(import.meta.env as unknown as Record<string, string | undefined>, (id) => id === chain.id)
export { chain }

/** Logs the documented placeholder-project-id warning, once. */
export function warnAboutConfig(): void {
  const warning = projectIdWarning(config)
  if (warning) console.warn(warning)
}
