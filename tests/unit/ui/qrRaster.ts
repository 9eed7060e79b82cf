import { logoClearing, QR_QUIET_ZONE } from '../../../web/src/ui/QrCode/qrLayout'

/**
 * Rasterizes a module matrix the way QrCode draws it (quiet zone, nothing under the logo, the
 * logo itself painted as a mid-grey square) into RGBA for jsQR.
 */
export function rasterize(modules: Uint8Array, n: number, pixelSize: number, logoSize: number): { data: Uint8ClampedArray; width: number } {
  const units = n + 2 * QR_QUIET_ZONE
  const clear = logoClearing(n, pixelSize, logoSize)
  const scale = pixelSize / units
  const data = new Uint8ClampedArray(pixelSize * pixelSize * 4).fill(255)
  const logoStart = (pixelSize - logoSize) / 2
  for (let py = 0; py < pixelSize; py++) {
    for (let px = 0; px < pixelSize; px++) {
      const x = Math.floor(px / scale) - QR_QUIET_ZONE
      const y = Math.floor(py / scale) - QR_QUIET_ZONE
      const inSymbol = x >= 0 && y >= 0 && x < n && y < n
      const cleared = clear && x >= clear.start && x < clear.start + clear.size && y >= clear.start && y < clear.start + clear.size
      const inLogo = logoSize > 0 && px >= logoStart && px < logoStart + logoSize && py >= logoStart && py < logoStart + logoSize
      const dark = inSymbol && !cleared && modules[y * n + x] === 1
      const value = inLogo ? 90 : dark ? 0 : 255
      const i = (py * pixelSize + px) * 4
      data[i] = data[i + 1] = data[i + 2] = value
    }
  }
  return { data, width: pixelSize }
}
