/** Geometry of the drawn QR code (spec §9), kept apart from React so it can be unit-tested. */
import type { QrLevel } from '../../core/qr'

export type { QrLevel }

export const QR_QUIET_ZONE = 4
export const QR_SIZE = 382
export const QR_SIZE_COMPACT = 318
export const QR_MIN_NARROW = 280
export const QR_LOGO = 72
export const QR_LOGO_COMPACT = 60
export const DOWNLOAD_QR_SIZE = 268
/** Below this viewport width the QR shrinks with the window. */
export const NARROW_VIEWPORT = 768
/** Empty space around the logo, in pixels, so no module touches it. */
const LOGO_PADDING = 6
const FINDER = 7

export function qrPixelSize({ compact, viewportWidth }: { compact: boolean; viewportWidth: number }): number {
  if (compact) return QR_SIZE_COMPACT
  if (viewportWidth < NARROW_VIEWPORT) return Math.max(QR_MIN_NARROW, Math.min(viewportWidth - 308, QR_SIZE))
  return QR_SIZE
}

export const qrLogoSize = (compact: boolean) => (compact ? QR_LOGO_COMPACT : QR_LOGO)

/** A square of modules, in module coordinates of the symbol (quiet zone excluded). */
export interface ModuleBox {
  start: number
  size: number
}

/**
 * The modules hidden under the logo: a centred square covering the logo and its padding. Its size
 * has the symbol's parity so it sits exactly on the grid's centre.
 */
export function logoClearing(moduleCount: number, pixelSize: number, logoSize: number): ModuleBox | undefined {
  if (logoSize <= 0) return undefined
  const pxPerModule = pixelSize / (moduleCount + 2 * QR_QUIET_ZONE)
  let size = Math.ceil((logoSize + 2 * LOGO_PADDING) / pxPerModule)
  if ((moduleCount - size) % 2 !== 0) size += 1
  return { start: (moduleCount - size) / 2, size }
}

const inBox = (box: ModuleBox | undefined, x: number, y: number) =>
  box !== undefined && x >= box.start && x < box.start + box.size && y >= box.start && y < box.start + box.size

/** The three 7×7 position markers; drawn as rounded shapes rather than module by module. */
function inFinder(n: number, x: number, y: number): boolean {
  const near = (v: number) => v < FINDER
  const far = (v: number) => v >= n - FINDER
  return (near(x) && near(y)) || (far(x) && near(y)) || (near(x) && far(y))
}

function roundedRect(x: number, y: number, size: number, r: number): string {
  const s = size - 2 * r
  return `M${x + r} ${y}h${s}a${r} ${r} 0 0 1 ${r} ${r}v${s}a${r} ${r} 0 0 1 ${-r} ${r}h${-s}a${r} ${r} 0 0 1 ${-r} ${-r}v${-s}a${r} ${r} 0 0 1 ${r} ${-r}z`
}

/**
 * One SVG path (fill-rule evenodd) in module units, quiet zone included: dark modules merged into
 * horizontal runs, rounded position markers, nothing under the logo.
 */
export function qrPath(modules: Uint8Array, n: number, clearing?: ModuleBox): string {
  const q = QR_QUIET_ZONE
  const parts: string[] = []
  for (const [fx, fy] of [
    [0, 0],
    [n - FINDER, 0],
    [0, n - FINDER],
  ]) {
    parts.push(roundedRect(q + fx, q + fy, 7, 2), roundedRect(q + fx + 1, q + fy + 1, 5, 1.4), roundedRect(q + fx + 2, q + fy + 2, 3, 1))
  }
  for (let y = 0; y < n; y++) {
    let runStart = -1
    for (let x = 0; x <= n; x++) {
      const dark = x < n && modules[y * n + x] === 1 && !inFinder(n, x, y) && !inBox(clearing, x, y)
      if (dark && runStart < 0) runStart = x
      if (!dark && runStart >= 0) {
        parts.push(`M${q + runStart} ${q + y}h${x - runStart}v1h${runStart - x}z`)
        runStart = -1
      }
    }
  }
  return parts.join('')
}

/**
 * Share of the symbol the logo may hide at each level: a little under what the level's error
 * correction recovers, since a hidden square also damages codewords only partly inside it.
 */
const LOGO_BUDGET: Record<QrLevel, number> = { L: 0.03, M: 0.075, Q: 0.13, H: 0.2 }
const STRONGER: Partial<Record<QrLevel, QrLevel>> = { L: 'M', M: 'Q', Q: 'H' }

export function logoCoverage(moduleCount: number, pixelSize: number, logoSize: number): number {
  const box = logoClearing(moduleCount, pixelSize, logoSize)
  return box ? (box.size * box.size) / (moduleCount * moduleCount) : 0
}

/**
 * Spec §5: level M by default. A short payload makes a small symbol in which the logo hides too
 * much for M: then the next stronger level, whose larger symbol the logo covers less of.
 */
export function strongerLevelForLogo(level: QrLevel, moduleCount: number, pixelSize: number, logoSize: number): QrLevel | undefined {
  return logoCoverage(moduleCount, pixelSize, logoSize) > LOGO_BUDGET[level] ? STRONGER[level] : undefined
}
