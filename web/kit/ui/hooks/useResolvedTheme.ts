import { resolveTheme, type ThemeChoice } from '../KitProvider/theme.ts'
import { PREFERS_DARK, useMediaQuery } from './useMediaQuery.ts'

/** The theme a choice comes to on this device: `'auto'` follows the system's colour scheme. */
export function useResolvedTheme(choice: ThemeChoice): 'light' | 'dark' {
  return resolveTheme(choice, useMediaQuery(PREFERS_DARK))
}
