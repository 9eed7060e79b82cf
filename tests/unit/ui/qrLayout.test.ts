import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import {
  coveredAlignment,
  DOWNLOAD_QR_SIZE,
  logoClearing,
  logoWithinBudget,
  qrLogoSize,
  qrGrid,
  qrPath,
  qrPixelSize,
  QR_LOGO_COMPACT,
  strongerLevelForLogo,
  type QrLevel,
} from '../../../web/kit/ui/QrCode/qrLayout.ts'
import { jsqrRead, sameBytes, zbarMisreads, type GreyImage } from '../qr/decoders.ts'
import { rasterize } from './qrRaster.ts'

let core: CoreApi
beforeAll(async () => {
  core = await loadCoreNode()
})

/** What QrCode does: level M, stronger while the logo hides too much, then a smaller logo if need be. */
function encodeForLogo(text: string, size: number, logoSize: number) {
  let level: QrLevel = 'M'
  let matrix = core.qrEncode(text, { level })
  for (let stronger; (stronger = strongerLevelForLogo(level, matrix.size, size, logoSize)); level = stronger)
    matrix = core.qrEncode(text, { level: stronger })
  return { ...matrix, level, logo: logoWithinBudget(level, matrix.size, size, logoSize) }
}

const WC_URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a3'.repeat(32)}&expiryTimestamp=1767225600`

describe('QR sizes (docs/spec.md §9.3)', () => {
  it('382 wide, 318 compact, narrow screens width − 308 within 280…382', () => {
    expect(qrPixelSize({ compact: false, viewportWidth: 1280 })).toBe(382)
    expect(qrPixelSize({ compact: true, viewportWidth: 1280 })).toBe(318)
    expect(qrPixelSize({ compact: false, viewportWidth: 640 })).toBe(332)
    expect(qrPixelSize({ compact: false, viewportWidth: 390 })).toBe(280)
    expect(qrPixelSize({ compact: false, viewportWidth: 767 })).toBe(382)
    expect([qrLogoSize({ compact: false, pixelSize: 382 }), qrLogoSize({ compact: true, pixelSize: 318 })]).toEqual([
      72, 60,
    ])
    expect(qrLogoSize({ compact: false, pixelSize: 280 })).toBe(72)
  })

  it('gives the offline notice its room under the code, in every layout', () => {
    expect(qrPixelSize({ compact: false, viewportWidth: 1280, notice: true })).toBe(382 - 64)
    expect(qrPixelSize({ compact: true, viewportWidth: 1280, notice: true })).toBe(318 - 64)
    expect(qrPixelSize({ compact: false, viewportWidth: 390, notice: true })).toBe(280 - 64)
    // The logo shrinks with the code, so it hides no more of it than at full size.
    expect(qrLogoSize({ compact: false, pixelSize: 318, notice: true })).toBe(60)
    expect(qrLogoSize({ compact: true, pixelSize: 254, notice: true })).toBe(48)
  })

  it('puts whole device pixels in a module, the leftover in the margin (at least 4 modules)', () => {
    for (const ratio of [1, 1.5, 2, 3]) {
      for (const size of [382, 318, 280]) {
        for (const n of [21, 57, 61, 77]) {
          const grid = qrGrid(n, size, ratio)
          expect(Number.isInteger(grid.module)).toBe(true)
          expect(grid.canvas).toBe(Math.round(size * ratio))
          expect(grid.origin).toBeGreaterThanOrEqual(4 * grid.module)
          expect(grid.canvas - grid.origin - n * grid.module).toBeGreaterThanOrEqual(4 * grid.module)
        }
      }
    }
    // 382 px and a version-10 symbol (57 modules): 5 px modules, not 5.88.
    expect(qrGrid(57, 382, 1)).toEqual({ canvas: 382, module: 5, origin: 48 })
  })

  it('clears whole modules around the logo and its padding', () => {
    const grid = qrGrid(57, 382, 1)
    const box = logoClearing(57, 382, 72)!
    const [from, to] = [grid.origin + box.start * grid.module, grid.origin + (box.start + box.size) * grid.module]
    // The logo spans 155…227 px; with 6 px of padding no module reaches 149…233.
    expect(from).toBeLessThanOrEqual(191 - 36 - 6)
    expect(to).toBeGreaterThanOrEqual(191 + 36 + 6)
    expect(logoClearing(57, 382, 0)).toBeUndefined()
  })

  it('paints the alignment pattern under the logo back over it, on whole pixels', () => {
    const { alignment } = core.qrEncode('x', { version: 12 })
    const grid = qrGrid(65, 382, 1)
    const covered = coveredAlignment(alignment, grid, logoClearing(65, 382, 72))
    // Version 12: only the centre pattern (32, 32) is under the logo; 5 modules of 5 px.
    const x = grid.origin + 30 * grid.module
    expect(covered.light).toBe(`M${x} ${x}h25v25h-25z`)
    expect(covered.dark.startsWith(`M${x} ${x}h25v25h-25z`)).toBe(true)
    expect(coveredAlignment(alignment, grid, undefined)).toEqual({ light: '', dark: '' })
  })

  it('draws on whole pixels, nothing under the logo and nothing outside the quiet zone', () => {
    const m = core.qrEncode(WC_URI, { level: 'M' })
    const grid = qrGrid(m.size, 382, 1)
    const box = logoClearing(m.size, 382, 72)!
    const path = qrPath(m.modules, m.size, grid, box)
    const runs = [...path.matchAll(/M(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)h(\d+(?:\.\d+)?)v/g)].map((r) =>
      r.slice(1).map(Number),
    )
    expect(runs.length).toBeGreaterThan(0)
    for (const [x, y, w] of runs) {
      expect([x, y, w].every(Number.isInteger)).toBe(true)
      const [mx, my] = [(x - grid.origin) / grid.module, (y - grid.origin) / grid.module]
      expect(mx).toBeGreaterThanOrEqual(0)
      expect(mx + w / grid.module).toBeLessThanOrEqual(m.size)
      const rowInBox = my >= box.start && my < box.start + box.size
      if (rowInBox) expect(mx + w / grid.module <= box.start || mx >= box.start + box.size).toBe(true)
    }
  })
})

/** Both decoders read each image as its text; a failure names the texts each one missed. */
async function expectBothRead(images: GreyImage[], texts: string[]) {
  const bytes = texts.map((text) => new TextEncoder().encode(text))
  const jsqrMissed = texts.filter((_, i) => !sameBytes(jsqrRead(images[i]), bytes[i]))
  const zbarMissed = (await zbarMisreads(images, bytes)).map((i) => texts[i])
  expect({ jsqrMissed, zbarMissed }).toEqual({ jsqrMissed: [], zbarMissed: [] })
}

describe('every QR the modal draws decodes with its logo', () => {
  const cases: [string, string, number, number][] = [
    ['pairing URI, desktop', WC_URI, 382, 72],
    ['pairing URI, compact', WC_URI, 318, 60],
    ['pairing URI, narrow', WC_URI, 280, 72],
    ['short download link', 'https://rainbow.download', DOWNLOAD_QR_SIZE, QR_LOGO_COMPACT],
    ['download link', 'https://coinbase-wallet.onelink.me/q5Sx/fdb9b250', DOWNLOAD_QR_SIZE, QR_LOGO_COMPACT],
  ]
  it.each(cases)('%s', async (_, text, size, logo) => {
    const m = encodeForLogo(text, size, logo)
    await expectBothRead([rasterize(m, size, m.logo)], [text])
  })

  // Every layout of the connect modal, with and without the offline notice, on 16 pairing URIs
  // each (fixed, so a run is repeatable; a code that does not read depends on its exact bits). An
  // offline compact modal once drew one that did not.
  const layouts = [
    { compact: false, viewportWidth: 1280 },
    { compact: true, viewportWidth: 1280 },
    { compact: false, viewportWidth: 640 },
    { compact: false, viewportWidth: 390 },
  ].flatMap((layout) => [false, true].map((notice) => ({ ...layout, notice })))
  const pairingUri = (i: number) => {
    const hex = (label: string) => createHash('sha256').update(`${label} ${i}`).digest('hex')
    return `wc:${hex('topic')}@2?relay-protocol=irn&symKey=${hex('key')}&expiryTimestamp=${1767225600 + i * 7919}`
  }
  it.each(layouts)('pairing URIs, compact $compact, viewport $viewportWidth, notice $notice', async (layout) => {
    const size = qrPixelSize(layout)
    const logo = qrLogoSize({ ...layout, pixelSize: size })
    const uris = Array.from({ length: 16 }, (_, i) => pairingUri(i))
    await expectBothRead(
      uris.map((uri) => {
        const m = encodeForLogo(uri, size, logo)
        return rasterize(m, size, m.logo)
      }),
      uris,
    )
  })

  it('a pairing URI on desktop needs at most level Q, with 5 px modules', () => {
    const m = encodeForLogo(WC_URI, 382, 72)
    expect(['M', 'Q']).toContain(m.level)
    expect(qrGrid(m.size, 382, 1).module).toBe(5)
  })
})
