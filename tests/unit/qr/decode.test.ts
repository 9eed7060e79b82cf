// Round trips through two independent decoders, jsQR (JavaScript) and zbarimg (Debian's
// zbar-tools): every version × level filled near capacity, every mode, mixed segments, UTF-8.
import { beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PNG } from 'pngjs'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import type { QrMatrix, QrMode, QrOptions } from '../../../web/kit/wasm/qr.ts'
import { jsqrRead, sameBytes, writePgm, zbarMisreads, zbarRead } from './decoders.ts'
import { LEVELS, loadCore, render, rng } from './helpers.ts'

const run = promisify(execFile)
/**
 * Pixels per module: both decoders read every symbol at 2 as at 3 (jsQR misses the same one), and
 * jsQR's time grows with the pixels: 2 takes a third less CPU.
 */
const SCALE = 2

/**
 * The symbols are decoded in groups of versions, one test each, of similar cost (a symbol's
 * decoding grows with its area): each test does a few seconds of CPU, far from the time-out even
 * on a loaded machine, where one test for all symbols took 43 s of the 60.
 */
const VERSION_GROUPS: [number, number][] = [
  [1, 20],
  [21, 27],
  [28, 32],
  [33, 36],
  [37, 40],
]
const inGroup = ([from, to]: [number, number]) =>
  cases.filter((c) => c.matrix.version >= from && c.matrix.version <= to)

interface Case {
  name: string
  data: Uint8Array
  matrix: QrMatrix
}

let core: CoreApi
const cases: Case[] = []

const KINDS: { mode: QrMode; alphabet: string | null }[] = [
  { mode: 'byte', alphabet: null },
  { mode: 'numeric', alphabet: '0123456789' },
  { mode: 'alphanumeric', alphabet: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:' },
  { mode: 'auto', alphabet: 'mixed' },
  { mode: 'byte', alphabet: 'utf8' },
]

/** `length` bytes of the given kind; "mixed" alternates runs that favour each mode. */
function content(next: (n: number) => number, alphabet: string | null, length: number): Uint8Array {
  if (alphabet === null) return Uint8Array.from({ length }, () => next(256))
  const encoder = new TextEncoder()
  if (alphabet === 'utf8') {
    const pieces = ['é', '€', '漢', '🦀', 'a', ' ', 'Ж']
    let s = ''
    while (encoder.encode(s).length < length) s += pieces[next(pieces.length)]
    return encoder.encode(s)
  }
  if (alphabet === 'mixed') {
    const runs = ['0123456789', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ:/', 'abcdefghijklmnop?&=']
    let s = ''
    while (s.length < length) {
      const chars = runs[next(3)]
      const len = 1 + next(24)
      for (let i = 0; i < len; i++) s += chars[next(chars.length)]
    }
    return encoder.encode(s.slice(0, length))
  }
  return encoder.encode(Array.from({ length }, () => alphabet[next(alphabet.length)]).join(''))
}

/** Cuts a byte string to at most `n` bytes without splitting a UTF-8 character. */
function prefix(data: Uint8Array, n: number, utf8: boolean): Uint8Array {
  let end = Math.min(n, data.length)
  while (utf8 && end > 0 && end < data.length && (data[end] & 0xc0) === 0x80) end--
  return data.subarray(0, end)
}

/** The longest prefix of `data` that fits `options` exactly (binary search), a little less. */
function fillNearCapacity(
  data: Uint8Array,
  options: QrOptions,
  utf8: boolean,
  slack: number,
): Case['matrix'] & { data: Uint8Array } {
  const fits = (n: number) => {
    try {
      return core.qrEncode(prefix(data, n, utf8), options)
    } catch {
      return null
    }
  }
  let [lo, hi] = [1, data.length]
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (fits(mid)) lo = mid
    else hi = mid - 1
  }
  const chosen = prefix(data, Math.max(1, lo - slack), utf8)
  return { ...core.qrEncode(chosen, options), data: chosen }
}

async function jsqrFailsOnLibqrencode(c: Case): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-libqrencode-'))
  try {
    const input = join(dir, 'data')
    const output = join(dir, 'symbol.png')
    writeFileSync(input, c.data)
    const args = ['-v', String(c.matrix.version), '-l', c.matrix.level, '-s', '4', '-r', input, '-o', output]
    await run('qrencode', c.name.includes('byte') ? ['-8', ...args] : args)
    const png = PNG.sync.read(readFileSync(output))
    const pixels = Uint8Array.from({ length: png.width * png.height }, (_, i) => png.data[i * 4])
    return !sameBytes(jsqrRead({ width: png.width, pixels }), c.data)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

beforeAll(async () => {
  core = await loadCore()
  const next = rng(0xdec0de)
  for (let version = 1; version <= 40; version++) {
    for (const level of LEVELS) {
      const kind = KINDS[(version + LEVELS.indexOf(level)) % KINDS.length]
      // Enough raw material for 40-L in the densest mode (7,089 digits).
      const raw = content(next, kind.alphabet, 7200)
      const options: QrOptions = { version, level, mode: kind.mode }
      const { data, ...matrix } = fillNearCapacity(raw, options, kind.alphabet === 'utf8', next(3))
      cases.push({ name: `${version}-${level} ${kind.mode}${kind.alphabet === 'utf8' ? ' utf8' : ''}`, data, matrix })
    }
  }
  // Small symbols with automatic version and mixed segments, and a WalletConnect URI.
  const extra = ['0', 'HELLO WORLD', 'https://EXAMPLE.COM/123456789012345/abc', 'Grüße, 世界! 12345678901234567890']
  extra.push(`wc:${'7f6e504bfad60b48'.repeat(4)}@2?relay-protocol=irn&symKey=${'0a1b'.repeat(16)}`)
  for (const text of extra) {
    const data = new TextEncoder().encode(text)
    cases.push({ name: `auto "${text.slice(0, 20)}"`, data, matrix: core.qrEncode(data) })
  }
})

describe('decoding what we encode', () => {
  it('covers every version × level and every mode', () => {
    expect(cases.length).toBe(165)
    expect(new Set(cases.map((c) => `${c.matrix.version}-${c.matrix.level}`)).size).toBe(160)
    expect(VERSION_GROUPS.map(inGroup).flat().length, 'every symbol in one group').toBe(cases.length)
    for (const mode of ['byte', 'numeric', 'alphanumeric', 'auto', 'utf8']) {
      expect(cases.some((c) => c.name.includes(mode))).toBe(true)
    }
  })

  // jsQR 1.4 cannot read some long mixed-segment symbols that zbar reads. Such a failure is
  // accepted only if jsQR also fails on libqrencode's symbol for the same data, version and level
  // (zbar's check of our symbol follows below), and only twice in all.
  const jsqrFailures: string[] = []
  for (const group of VERSION_GROUPS)
    it(`jsQR decodes every symbol of versions ${group.join('-')} to the exact bytes`, async () => {
      const failures = inGroup(group).filter((c) => !sameBytes(jsqrRead(render(c.matrix, SCALE)), c.data))
      for (const c of failures) {
        expect(await jsqrFailsOnLibqrencode(c), `${c.name}: jsQR reads libqrencode's symbol but not ours`).toBe(true)
      }
      jsqrFailures.push(...failures.map((c) => c.name))
    })

  it('jsQR misses at most two symbols in all', () => {
    expect(jsqrFailures.length, jsqrFailures.join(', ')).toBeLessThanOrEqual(2)
  })

  for (const group of VERSION_GROUPS)
    it(`zbarimg decodes every symbol of versions ${group.join('-')} to the exact bytes`, async () => {
      const symbols = inGroup(group)
      const misread = await zbarMisreads(
        symbols.map((c) => render(c.matrix, SCALE)),
        symbols.map((c) => c.data),
      )
      expect(misread.map((i) => symbols[i].name)).toEqual([])
    })

  it('a row of QR modules that zbar also reads as Codabar leaves the QR text intact', async () => {
    // Module row 18 of this 13-Q symbol (mask 6) reads as Codabar "A$+B" with zbar's default
    // symbologies, which --raw appended to the QR text. The QR symbol itself must read exactly.
    const text =
      'wc:73bff9331e161661556c365d10de9fda6ad12a6a20d296e04879e2eb3f8f80af@2?expiryTimestamp=1795482499' +
      '&methods=wc_sessionAuthenticate&relay-protocol=irn&symKey=1f6dc71750fe56b20ad49d39c4d3218df973368cd33139bfcc4c52f09d840cef'
    const matrix = core.qrEncode(new TextEncoder().encode(text), { level: 'Q' })
    expect([matrix.version, matrix.mask]).toEqual([13, 6])
    const dir = mkdtempSync(join(tmpdir(), 'qr-codabar-'))
    try {
      const [file] = writePgm(dir, [render(matrix, 4)])
      const all = (await run('zbarimg', ['-q', '--xml', file])).stdout
      const qrSymbols = [...all.matchAll(/<symbol type='QR-Code'[^>]*><data><!\[CDATA\[(.*?)\]\]><\/data>/gs)].map(
        (m) => m[1],
      )
      expect(qrSymbols).toEqual([text])
      expect((await zbarRead([file])).toString('utf8')).toBe(text)
      expect(new TextDecoder().decode(jsqrRead(render(matrix, 4)) ?? undefined)).toBe(text)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
