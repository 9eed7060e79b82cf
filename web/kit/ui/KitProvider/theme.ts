/** Theme choices and the accent colour's readable foreground, kept pure for tests. */
export type ThemeChoice = 'auto' | 'light' | 'dark'
export type ModalSize = 'wide' | 'compact'

export const DEFAULT_ACCENT = '#2563eb'

/** Accents offered by the demo page; each keeps white text at WCAG AA (4.5:1) or better. */
export const ACCENTS = ['#2563eb', '#7c3aed', '#be185d', '#15803d', '#c2410c'] as const

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of `#rgb` or `#rrggbb`. */
export function luminance(hex: string): number {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** White or near-black text on the accent, whichever reads better. */
export function accentForeground(accent: string): string {
  return contrast(accent, '#ffffff') >= contrast(accent, '#111111') ? '#ffffff' : '#111111'
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): 'light' | 'dark' {
  return choice === 'auto' ? (prefersDark ? 'dark' : 'light') : choice
}
