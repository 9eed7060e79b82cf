import { logoClearing, qrGrid } from '../../../web/kit/ui/QrCode/qrLayout.ts'
import type { QrMatrix } from '../../../web/kit/wasm/qr.ts'
import type { GreyImage } from '../qr/decoders.ts'

/**
 * Rasterizes a module matrix the way QrCode draws it at a device pixel ratio of 1 (whole-pixel
 * modules on qrGrid, nothing under the logo, the logo itself a dark square, the alignment
 * patterns it covers painted over it) into a greyscale image.
 */
export function rasterize(
  { modules, size: n, alignment: centres }: Pick<QrMatrix, 'modules' | 'size' | 'alignment'>,
  pixelSize: number,
  logoSize: number,
): GreyImage {
  const { canvas, module, origin } = qrGrid(n, pixelSize, 1)
  const clear = logoClearing(n, pixelSize, logoSize)
  const pixels = new Uint8Array(canvas * canvas)
  const logoStart = (canvas - logoSize) / 2
  const near = (v: number) => centres.some((c) => Math.abs(v - c) <= 2)
  const inAlignment = (x: number, y: number) =>
    logoSize > 0 && near(x) && near(y) && !(x < 9 && y < 9) && !(x >= n - 9 && y < 9) && !(x < 9 && y >= n - 9)
  for (let py = 0; py < canvas; py++) {
    for (let px = 0; px < canvas; px++) {
      const x = Math.floor((px - origin) / module)
      const y = Math.floor((py - origin) / module)
      const inSymbol = x >= 0 && y >= 0 && x < n && y < n
      const cleared =
        clear && x >= clear.start && x < clear.start + clear.size && y >= clear.start && y < clear.start + clear.size
      const inLogo =
        logoSize > 0 && px >= logoStart && px < logoStart + logoSize && py >= logoStart && py < logoStart + logoSize
      const dark = inSymbol && !cleared && modules[y * n + x] === 1
      const value = inAlignment(x, y) ? (modules[y * n + x] === 1 ? 0 : 255) : inLogo ? 40 : dark ? 0 : 255
      pixels[py * canvas + px] = value
    }
  }
  return { width: canvas, pixels }
}
