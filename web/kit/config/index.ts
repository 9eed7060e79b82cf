export { createKitConfig, KIT_CONFIG_DEFAULTS } from './createKitConfig.ts'
export { KitConfigError } from './errors.ts'
export type { KitConfig, KitConfigOptions, SignInOption } from './options.ts'
export { useKitConfig } from '../runtime/context.ts'
