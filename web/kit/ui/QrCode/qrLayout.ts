/** Geometry of the drawn QR code (docs/spec.md §9.3), kept apart from React so it can be unit-tested. */
import type { QrLevel } from '../../wasm/qr.ts'

export type { QrLevel }

export const QR_QUIET_ZONE = 4
export const QR_SIZE = 382
export const QR_SIZE_COMPACT = 318
export const QR_MIN_NARROW = 280
export const QR_LOGO = 72
export const QR_LOGO_COMPACT = 60
export const DOWNLOAD_QR_SIZE = 268
/**
 * What the QR gives up while a notice shows under it (the offline one): up to three lines of
 * 14 px text and its margin. The code stays whole and scannable: a wallet may still read it.
 */
export const QR_NOTICE_ROOM = 64
/** Below this viewport width the QR shrinks with the window. */
export const NARROW_VIEWPORT = 768
/** Empty space around the logo, in pixels, so no module touches it. */
const LOGO_PADDING = 6
const FINDER = 7

export function qrPixelSize({
  compact,
  viewportWidth,
  notice = false,
}: {
  compact: boolean
  viewportWidth: number
  notice?: boolean
}): number {
  const room = notice ? QR_NOTICE_ROOM : 0
  if (compact) return QR_SIZE_COMPACT - room
  if (viewportWidth < NARROW_VIEWPORT) return Math.max(QR_MIN_NARROW, Math.min(viewportWidth - 308, QR_SIZE)) - room
  return QR_SIZE - room
}

/**
 * The logo in the middle of a code drawn at `pixelSize`: the spec's size for the layout, smaller
 * in proportion while a notice takes room from the code, so it hides no more of the code than
 * at full size.
 */
export function qrLogoSize({
  compact,
  pixelSize,
  notice = false,
}: {
  compact: boolean
  pixelSize: number
  notice?: boolean
}): number {
  const full = compact ? QR_LOGO_COMPACT : QR_LOGO
  return notice ? Math.round((full * pixelSize) / (pixelSize + QR_NOTICE_ROOM)) : full
}

/** A square of modules, in module coordinates of the symbol (quiet zone excluded). */
export interface ModuleBox {
  start: number
  size: number
}

/**
 * Where the symbol sits, in device pixels. Modules are whole device pixels wide, so every edge
 * falls between two pixels and nothing is anti-aliased: scanners that binarize the image (zbar,
 * phone cameras) misread grey module edges. The pixels left over become extra white margin.
 */
export interface QrGrid {
  /** Side of the whole drawing (the white card). */
  canvas: number
  /** Side of one module. */
  module: number
  /** From the drawing's edge to the symbol's first module: quiet zone plus leftover. */
  origin: number
}

export function qrGrid(moduleCount: number, pixelSize: number, devicePixelRatio: number): QrGrid {
  const canvas = Math.round(pixelSize * devicePixelRatio)
  const module = Math.max(1, Math.floor(canvas / (moduleCount + 2 * QR_QUIET_ZONE)))
  return { canvas, module, origin: Math.floor((canvas - module * moduleCount) / 2) }
}

/**
 * The modules left out for the logo: every module any part of which lies under the logo (centred
 * on the drawing) or its padding. Whole modules only, so none is cut by the logo's edge.
 */
export function logoClearing(
  moduleCount: number,
  pixelSize: number,
  logoSize: number,
  devicePixelRatio = 1,
): ModuleBox | undefined {
  if (logoSize <= 0) return undefined
  const { canvas, module, origin } = qrGrid(moduleCount, pixelSize, devicePixelRatio)
  const half = ((logoSize + 2 * LOGO_PADDING) * devicePixelRatio) / 2
  const start = Math.max(0, Math.floor((canvas / 2 - half - origin) / module))
  const end = Math.min(moduleCount, Math.ceil((canvas / 2 + half - origin) / module))
  return { start, size: end - start }
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
 * One SVG path (fill-rule evenodd) in device pixels of `grid`, every straight edge on a whole
 * pixel: dark modules merged into horizontal runs, rounded position markers, nothing under the logo.
 */
export function qrPath(modules: Uint8Array, n: number, grid: QrGrid, clearing?: ModuleBox): string {
  const { module: m, origin: o } = grid
  const parts: string[] = []
  for (const [fx, fy] of [
    [0, 0],
    [n - FINDER, 0],
    [0, n - FINDER],
  ]) {
    const [x, y] = [o + fx * m, o + fy * m]
    parts.push(
      roundedRect(x, y, 7 * m, 2 * m),
      roundedRect(x + m, y + m, 5 * m, 1.4 * m),
      roundedRect(x + 2 * m, y + 2 * m, 3 * m, m),
    )
  }
  for (let y = 0; y < n; y++) {
    let runStart = -1
    for (let x = 0; x <= n; x++) {
      const dark = x < n && modules[y * n + x] === 1 && !inFinder(n, x, y) && !inBox(clearing, x, y)
      if (dark && runStart < 0) runStart = x
      if (!dark && runStart >= 0) {
        const width = (x - runStart) * m
        parts.push(`M${o + runStart * m} ${o + y * m}h${width}v${m}h${-width}z`)
        runStart = -1
      }
    }
  }
  return parts.join('')
}

const overlaps = (from: number, to: number, box: ModuleBox) => from < box.start + box.size && to >= box.start

/**
 * The alignment patterns the logo would hide, as paths in device pixels of `grid`, to paint over
 * it: a light 5×5 square, then the dark ring and centre. Only data modules may be given up to the
 * logo: decoders such as zbar sample the grid from every alignment pattern, and a logo in its
 * place is taken for one a little off (Trust's shield, Ledger's brackets), misplacing every module
 * around it. `positions` are the symbol's alignment centres as the core reports them (QrMatrix).
 */
export function coveredAlignment(
  positions: readonly number[],
  grid: QrGrid,
  clearing: ModuleBox | undefined,
): { light: string; dark: string } {
  const { module: m, origin: o } = grid
  const last = positions.at(-1)
  let light = ''
  let dark = ''
  for (const cx of positions) {
    for (const cy of positions) {
      // The corners with position markers have no alignment pattern.
      if ((cx === 6 && (cy === 6 || cy === last)) || (cx === last && cy === 6)) continue
      if (!clearing || !overlaps(cx - 2, cx + 2, clearing) || !overlaps(cy - 2, cy + 2, clearing)) continue
      const [x, y] = [o + (cx - 2) * m, o + (cy - 2) * m]
      light += `M${x} ${y}h${5 * m}v${5 * m}h${-5 * m}z`
      dark += `M${x} ${y}h${5 * m}v${5 * m}h${-5 * m}zM${x + m} ${y + m}v${3 * m}h${3 * m}v${-3 * m}zM${x + 2 * m} ${y + 2 * m}h${m}v${m}h${-m}z`
    }
  }
  return { light, dark }
}

/**
 * Share of the symbol the logo may hide at each level: a little under what the level's error
 * correction recovers, since a hidden square also damages codewords only partly inside it.
 */
const LOGO_BUDGET: Record<QrLevel, number> = { L: 0.03, M: 0.075, Q: 0.13, H: 0.2 }
/**
 * Not up to H: of 300 random pairing URIs per layout, 1 to 2% of the codes that went up to H with
 * 2 or 3 px modules did not read (jsQR), while Q with the logo made smaller read every one.
 */
const STRONGER: Partial<Record<QrLevel, QrLevel>> = { L: 'M', M: 'Q' }

export function logoCoverage(moduleCount: number, pixelSize: number, logoSize: number, devicePixelRatio = 1): number {
  const box = logoClearing(moduleCount, pixelSize, logoSize, devicePixelRatio)
  return box ? (box.size * box.size) / (moduleCount * moduleCount) : 0
}

/**
 * docs/spec.md §5.2: level M by default. A short payload makes a small symbol in which the logo
 * hides too much for M: then Q, whose larger symbol the logo covers less of.
 */
export function strongerLevelForLogo(
  level: QrLevel,
  moduleCount: number,
  pixelSize: number,
  logoSize: number,
  devicePixelRatio = 1,
): QrLevel | undefined {
  return logoCoverage(moduleCount, pixelSize, logoSize, devicePixelRatio) > LOGO_BUDGET[level]
    ? STRONGER[level]
    : undefined
}

/**
 * The logo as drawn over a symbol of `moduleCount` at `level`: when even the strongest level used
 * cannot spare what the logo hides (a long payload on a small code), the logo shrinks until it
 * can, as a code that does not read is worse than a small logo.
 */
export function logoWithinBudget(
  level: QrLevel,
  moduleCount: number,
  pixelSize: number,
  logoSize: number,
  devicePixelRatio = 1,
): number {
  let size = logoSize
  while (size > 0 && logoCoverage(moduleCount, pixelSize, size, devicePixelRatio) > LOGO_BUDGET[level]) size -= 2
  return Math.max(0, size)
}
