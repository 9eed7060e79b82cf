// The two independent QR decoders of the unit tests, over square greyscale images (0 black, 255
// white): jsQR in this process, and zbarimg (Debian's zbar-tools, close to what phone cameras
// run) on files. Images stay raw: a PNG would be deflated here and inflated again by each decoder,
// which cost more than the decoding of a small symbol.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'

const run = promisify(execFile)

/** A square greyscale image, row by row. */
export interface GreyImage {
  width: number
  pixels: Uint8Array
}

/** zbarimg's 1D decoders can read a row of QR modules as Codabar or DataBar: QR only. */
const ZBAR_QR_ONLY = ['-Sdisable', '-Sqrcode.enable']
/** Images per zbarimg process: starting one costs about as much as reading a few symbols. */
const ZBAR_BATCH = 40

/** The bytes jsQR reads, or null when it finds no symbol. Dark on light only, as the kit draws. */
export function jsqrRead({ width, pixels }: GreyImage): Uint8Array | null {
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let i = 0; i < pixels.length; i++) rgba.fill(pixels[i], i * 4, i * 4 + 3)
  const result = jsQR(rgba, width, width, { inversionAttempts: 'dontInvert' })
  return result ? Uint8Array.from(result.binaryData) : null
}

/** Whether a decoder read exactly these bytes. */
export const sameBytes = (read: Uint8Array | null, bytes: Uint8Array) =>
  read !== null && Buffer.from(read).equals(bytes)

/** Writes the images as binary PGM files (which zbarimg reads as they are) into `dir`. */
export function writePgm(dir: string, images: GreyImage[]): string[] {
  return images.map(({ width, pixels }, i) => {
    const file = join(dir, `${String(i).padStart(3, '0')}.pgm`)
    writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${width} ${width}\n255\n`), pixels]))
    return file
  })
}

/** What zbarimg reads from the files, payloads back to back (-Sbinary keeps their bytes); empty when it finds none. */
export async function zbarRead(files: string[]): Promise<Buffer> {
  const result = await run('zbarimg', ['--raw', '-q', ...ZBAR_QR_ONLY, '-Sbinary', ...files], {
    encoding: 'buffer',
    maxBuffer: 1 << 26,
    // zbarimg exits with 4 when it finds no symbol; what it printed is still its answer.
  }).catch((error: { stdout?: Buffer }) => ({ stdout: error.stdout ?? Buffer.alloc(0) }))
  return result.stdout
}

/**
 * The indexes of the images zbarimg does not read as exactly `expected[i]`. A batch is checked as
 * one concatenation, and only a batch that differs image by image.
 */
export async function zbarMisreads(images: GreyImage[], expected: Uint8Array[]): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-zbar-'))
  try {
    const files = writePgm(dir, images)
    const batches: number[][] = []
    for (let i = 0; i < files.length; i += ZBAR_BATCH) batches.push([...files.keys()].slice(i, i + ZBAR_BATCH))
    const outputs = await Promise.all(batches.map((batch) => zbarRead(batch.map((i) => files[i]))))
    const misread: number[] = []
    for (const [k, batch] of batches.entries()) {
      if (outputs[k].equals(Buffer.concat(batch.map((i) => expected[i])))) continue
      for (const i of batch) if (!(await zbarRead([files[i]])).equals(expected[i])) misread.push(i)
    }
    return misread
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
