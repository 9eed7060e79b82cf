// The TypeScript QR API over the wasm core: results, options and errors.
import { beforeAll, describe, expect, it } from 'vitest'
import jsQR from 'jsqr'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import { CoreError } from '../../../web/kit/wasm/errors.ts'
import { loadCore, render } from './helpers.ts'

let core: CoreApi
beforeAll(async () => {
  core = await loadCore()
})

describe('qrEncode', () => {
  it('returns the matrix with its parameters, level M by default', () => {
    const m = core.qrEncode('HELLO WORLD')
    expect([m.version, m.level, m.size]).toEqual([1, 'M', 21])
    expect(m.mask).toBeGreaterThanOrEqual(0)
    expect(m.modules).toBeInstanceOf(Uint8Array)
    expect(m.modules.length).toBe(21 * 21)
    expect(m.modules.every((v) => v === 0 || v === 1)).toBe(true)
    // The worker transfers modules.buffer: the modules start at its beginning.
    expect(m.modules.byteOffset).toBe(0)
    // Finder pattern corners are dark.
    expect([m.modules[0], m.modules[20], m.modules[20 * 21]]).toEqual([1, 1, 1])
  })

  it('reports where the alignment patterns are (ISO/IEC 18004 Annex E), a copy apart from the modules', () => {
    const at = (version: number) => core.qrEncode('x', { version }).alignment
    expect(at(1)).toEqual([])
    expect(at(2)).toEqual([6, 18])
    expect(at(7)).toEqual([6, 22, 38])
    expect(at(12)).toEqual([6, 32, 58])
    expect(at(14)).toEqual([6, 26, 46, 66])
    expect(at(32)).toEqual([6, 34, 60, 86, 112, 138])
    expect(at(40)).toEqual([6, 30, 58, 86, 114, 142, 170])
    const m = core.qrEncode('HELLO WORLD', { version: 12 })
    expect(Array.isArray(m.alignment)).toBe(true)
    expect(m.modules.length).toBe(65 * 65)
    // The pattern at (32, 32): dark centre, light ring, dark ring.
    expect([m.modules[32 * 65 + 32], m.modules[32 * 65 + 33], m.modules[32 * 65 + 34]]).toEqual([1, 0, 1])
  })

  it('honours level, version range, mask and mode', () => {
    expect(core.qrEncode('x', { level: 'H' }).level).toBe('H')
    expect(core.qrEncode('x', { version: 7 }).version).toBe(7)
    expect(core.qrEncode('x', { minVersion: 3, maxVersion: 5 }).version).toBe(3)
    expect(core.qrEncode('x', { mask: 6 }).mask).toBe(6)
    // 17 digits: numeric fits version 1-H (17 max), byte mode does not.
    expect(core.qrEncode('12345678901234567', { level: 'H' }).version).toBe(1)
    expect(core.qrEncode('12345678901234567', { level: 'H', mode: 'byte' }).version).toBe(3)
  })

  it('segments mixed text optimally enough to beat byte mode', () => {
    const text = `https://example.com/${'1234567890'.repeat(10)}`
    const auto = core.qrEncode(text)
    const byte = core.qrEncode(text, { mode: 'byte' })
    expect(auto.version).toBeLessThan(byte.version)
    const { width, pixels } = render(auto, 4)
    const rgba = new Uint8ClampedArray(width * width * 4).fill(255)
    for (let i = 0; i < pixels.length; i++) rgba.fill(pixels[i], i * 4, i * 4 + 3)
    expect(jsQR(rgba, width, width)?.data).toBe(text)
  })

  it('encodes a surrogate pair as its one code point', () => {
    expect(core.qrEncode('\ud83d\ude00', { mode: 'byte' }).version).toBe(1)
  })

  it('accepts raw bytes', () => {
    const m = core.qrEncode(new Uint8Array([0, 255, 10, 13]), { mode: 'byte' })
    expect(m.version).toBe(1)
  })
})

describe('errors become CoreError with the core message', () => {
  const cases: [string, () => unknown, string | RegExp][] = [
    ['empty input', () => core.qrEncode(''), 'QR input must not be empty'],
    [
      'too long',
      () => core.qrEncode('x'.repeat(3000)),
      /^QR data too long: it needs 3003 bytes \(24020 bits\) but version 40 at error correction level M holds 2334 bytes/,
    ],
    [
      'too long for maxVersion',
      () => core.qrEncode('x'.repeat(100), { maxVersion: 2, level: 'Q' }),
      /version 2 at error correction level Q holds 22 bytes \(176 bits\)$/,
    ],
    [
      'version 0',
      () => core.qrEncode('x', { version: 0 }),
      'invalid QR option version=0: expected an integer from 1 to 40',
    ],
    [
      'version 2.5',
      () => core.qrEncode('x', { version: 2.5 }),
      'invalid QR option version=2.5: expected an integer from 1 to 40',
    ],
    [
      'maxVersion 41',
      () => core.qrEncode('x', { maxVersion: 41 }),
      'invalid QR option maxVersion=41: expected an integer from 1 to 40',
    ],
    [
      'range',
      () => core.qrEncode('x', { minVersion: 9, maxVersion: 3 }),
      'invalid QR version range: minVersion 9 is above maxVersion 3',
    ],
    ['version and range', () => core.qrEncode('x', { version: 3, minVersion: 2 }), /^invalid QR option version=3/],
    ['mask', () => core.qrEncode('x', { mask: 8 }), 'invalid QR option mask=8: expected an integer from 0 to 7'],
    ['level', () => core.qrEncode('x', { level: 'X' as 'L' }), 'invalid QR option level=X: expected L, M, Q or H'],
    [
      'mode',
      () => core.qrEncode('x', { mode: 'kanji' as 'byte' }),
      'invalid QR option mode=kanji: expected auto, byte, alphanumeric or numeric',
    ],
    ['numeric', () => core.qrEncode('12a', { mode: 'numeric' }), 'QR numeric mode cannot encode byte 0x61 at index 2'],
    [
      'version NaN',
      () => core.qrEncode('x', { version: NaN }),
      'invalid QR option version=NaN: expected an integer from 1 to 40',
    ],
    [
      'lone high surrogate',
      () => core.qrEncode('\ud800'),
      'QR input is not valid Unicode: lone surrogate U+D800 at index 0',
    ],
    [
      'lone low surrogate after text',
      () => core.qrEncode('ab\udc00c'),
      'QR input is not valid Unicode: lone surrogate U+DC00 at index 2',
    ],
    [
      'minVersion 1e21',
      () => core.qrEncode('x', { minVersion: 1e21 }),
      'invalid QR option minVersion=1e+21: expected an integer from 1 to 40',
    ],
  ]
  it.each(cases)('%s', (_, call, message) => {
    let error: unknown
    try {
      call()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(CoreError)
    if (typeof message === 'string') expect((error as CoreError).message).toBe(message)
    else expect((error as CoreError).message).toMatch(message)
  })

  it('takes numbers as JavaScript prints them, so -0 is a valid mask 0', () => {
    expect(core.qrEncode('x', { mask: -0, version: 3 })).toMatchObject({ mask: 0, version: 3 })
  })

  it('names the failing export', () => {
    expect(() => core.qrEncode('')).toThrow(expect.objectContaining({ fn: 'qr_encode' }))
  })
})
