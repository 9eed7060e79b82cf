// Bit-exactness against an independent encoder: with version, level and mask forced, byte mode
// leaves no freedom, so our matrix must equal node-qrcode's module for module.
import { beforeAll, describe, expect, it } from 'vitest'
import { createRequire } from 'node:module'
import QRCode from 'qrcode'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import { LEVELS, loadCore, rng } from './helpers.ts'

const require = createRequire(import.meta.url)
// node-qrcode's own capacity table, so that the case lengths do not come from our encoder.
const qrVersion = require('qrcode/lib/core/version') as {
  getCapacity(version: number, level: unknown, mode: unknown): number
}
const qrLevels = require('qrcode/lib/core/error-correction-level') as Record<string, unknown>
const qrModes = require('qrcode/lib/core/mode') as Record<string, unknown>

const CASES = 520
const TEXT_PIECES = ['wc:', 'é', 'ß', '€', '漢字', '🦀', 'abc', 'XYZ', '0123', ' ', '?&=', 'ü', 'Ωμ']

let core: CoreApi
beforeAll(async () => {
  core = await loadCore()
})

/** Up to `max` bytes: random binary, or UTF-8 text cut at a character boundary. */
function payload(next: (n: number) => number, max: number, text: boolean): Uint8Array {
  const length = 1 + next(max)
  if (!text) return Uint8Array.from({ length }, () => next(256))
  const encoder = new TextEncoder()
  let out = ''
  for (;;) {
    const piece = TEXT_PIECES[next(TEXT_PIECES.length)]
    if (encoder.encode(out + piece).length > length) break
    out += piece
  }
  return encoder.encode(out || 'a')
}

describe('conformance with node-qrcode (byte mode, forced version, level and mask)', () => {
  it(`matches on ${CASES} seeded cases covering every version, level and mask`, () => {
    const next = rng(0x5eed)
    const seen = { versions: new Set<number>(), levels: new Set<string>(), masks: new Set<number>() }
    let utf8 = 0
    for (let i = 0; i < CASES; i++) {
      const version = (i % 40) + 1
      const level = LEVELS[Math.floor(i / 40) % 4]
      const mask = next(8)
      const text = i % 3 === 0
      const capacity = qrVersion.getCapacity(version, qrLevels[level], qrModes.BYTE)
      const data = payload(next, capacity, text)
      if (text) utf8++

      const theirs = QRCode.create([{ data, mode: 'byte' }], {
        version,
        errorCorrectionLevel: level,
        maskPattern: mask as QRCode.QRCodeMaskPattern,
      })
      // node-qrcode silently picks its own version or mask if it dislikes the ones asked for.
      expect([theirs.version, theirs.maskPattern]).toEqual([version, mask])
      const ours = core.qrEncode(data, { version, level, mask, mode: 'byte' })
      expect([ours.version, ours.level, ours.mask, ours.size]).toEqual([version, level, mask, theirs.modules.size])
      const differing = ours.modules.findIndex((m, j) => m !== theirs.modules.data[j])
      expect(differing, `case ${i}: version ${version}-${level} mask ${mask}, ${data.length} bytes`).toBe(-1)

      seen.versions.add(version)
      seen.levels.add(level)
      seen.masks.add(mask)
    }
    expect([seen.versions.size, seen.levels.size, seen.masks.size]).toEqual([40, 4, 8])
    expect(utf8).toBeGreaterThan(150)
  })
})
