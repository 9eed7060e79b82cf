// Shared by the QR tests: a seeded PRNG, the core loaded once per file, and rendering.
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import type { QrMatrix } from '../../../web/kit/wasm/qr.ts'

export const LEVELS = ['L', 'M', 'Q', 'H'] as const

export function loadCore(): Promise<CoreApi> {
  return loadCoreNode()
}

/** mulberry32: small, seeded, good enough to spread test cases. */
export function rng(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n) | 0
  }
}

/** Greyscale pixels (0 = black, 255 = white) with a light quiet zone of `quiet` modules. */
export function render(m: QrMatrix, scale: number, quiet = 4): { width: number; pixels: Uint8Array } {
  const width = (m.size + 2 * quiet) * scale
  const pixels = new Uint8Array(width * width).fill(255)
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) {
      if (!m.modules[y * m.size + x]) continue
      for (let dy = 0; dy < scale; dy++) {
        const row = ((y + quiet) * scale + dy) * width + (x + quiet) * scale
        pixels.fill(0, row, row + scale)
      }
    }
  }
  return { width, pixels }
}
