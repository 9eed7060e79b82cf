import { beforeAll, describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import { loadCoreNode } from '../../../web/src/core/load-node'
import type { CoreApi } from '../../../web/src/core/api'
import {
  DOWNLOAD_QR_SIZE,
  logoClearing,
  qrLogoSize,
  qrPath,
  qrPixelSize,
  QR_LOGO_COMPACT,
  strongerLevelForLogo,
  type QrLevel,
} from '../../../web/src/ui/QrCode/qrLayout'
import { rasterize } from './qrRaster'

let core: CoreApi
beforeAll(async () => {
  core = await loadCoreNode()
})

/** What QrCode does: level M, stronger while the logo hides too much. */
function encodeForLogo(text: string, size: number, logo: number) {
  let level: QrLevel | undefined = 'M'
  let matrix = core.qrEncode(text, { level })
  while ((level = strongerLevelForLogo(level, matrix.size, size, logo))) matrix = core.qrEncode(text, { level })
  return matrix
}

const WC_URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a3'.repeat(32)}&expiryTimestamp=1767225600`

describe('QR sizes (spec §9)', () => {
  it('382 wide, 318 compact, narrow screens width − 308 within 280…382', () => {
    expect(qrPixelSize({ compact: false, viewportWidth: 1280 })).toBe(382)
    expect(qrPixelSize({ compact: true, viewportWidth: 1280 })).toBe(318)
    expect(qrPixelSize({ compact: false, viewportWidth: 640 })).toBe(332)
    expect(qrPixelSize({ compact: false, viewportWidth: 390 })).toBe(280)
    expect(qrPixelSize({ compact: false, viewportWidth: 767 })).toBe(382)
    expect([qrLogoSize(false), qrLogoSize(true)]).toEqual([72, 60])
  })

  it('clears a centred square around the logo, on the grid', () => {
    const box = logoClearing(57, 382, 72)!
    expect(box.start * 2 + box.size).toBe(57)
    expect(box.size * (382 / 65)).toBeGreaterThanOrEqual(72)
    expect(logoClearing(57, 382, 0)).toBeUndefined()
  })

  it('draws nothing under the logo and nothing outside the quiet zone', () => {
    const m = core.qrEncode(WC_URI, { level: 'M' })
    const box = logoClearing(m.size, 382, 72)!
    const path = qrPath(m.modules, m.size, box)
    const starts = [...path.matchAll(/M(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)h(\d+)v1/g)].map((r) => r.slice(1).map(Number))
    expect(starts.length).toBeGreaterThan(0)
    for (const [x, y, w] of starts) {
      const [mx, my] = [x - 4, y - 4]
      expect(mx).toBeGreaterThanOrEqual(0)
      expect(mx + w).toBeLessThanOrEqual(m.size)
      const rowInBox = my >= box.start && my < box.start + box.size
      if (rowInBox) expect(mx + w <= box.start || mx >= box.start + box.size).toBe(true)
    }
  })
})

describe('every QR the modal draws decodes with its logo', () => {
  const cases: [string, string, number, number][] = [
    ['pairing URI, desktop', WC_URI, 382, 72],
    ['pairing URI, compact', WC_URI, 318, 60],
    ['pairing URI, narrow', WC_URI, 280, 72],
    ['short download link', 'https://rainbow.download', DOWNLOAD_QR_SIZE, QR_LOGO_COMPACT],
    ['download link', 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250', DOWNLOAD_QR_SIZE, QR_LOGO_COMPACT],
  ]
  it.each(cases)('%s', (_, text, size, logo) => {
    const m = encodeForLogo(text, size, logo)
    const image = rasterize(m.modules, m.size, size, logo)
    expect(jsQR(image.data, image.width, image.width)?.data).toBe(text)
  })

  it('keeps level M for a pairing URI', () => {
    expect(encodeForLogo(WC_URI, 382, 72).level).toBe('M')
  })
})
