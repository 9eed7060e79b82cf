import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

const run = promisify(execFile)

/** What each decoder read from one image; null when it found no symbol. */
export interface QrReadings {
  jsqr: string | null
  zbar: string | null
}

/**
 * Reads a screenshot (PNG) with two independent decoders: jsQR, and zbarimg from Debian's
 * zbar-tools, whose scanner is close to what phone cameras run. A QR code only counts as readable
 * when both agree: jsQR alone forgives anti-aliased module edges that zbar (and phones) do not.
 */
export async function readQr(png: Buffer): Promise<QrReadings> {
  const image = PNG.sync.read(png)
  const jsqr = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
  const dir = mkdtempSync(join(tmpdir(), 'e2e-qr-'))
  try {
    const file = join(dir, 'qr.png')
    writeFileSync(file, png)
    // zbarimg exits with 4 when it finds no symbol; its stdout is then empty. By default it also
    // runs its 1D decoders over every row, and a row of QR modules can read as a Codabar symbol
    // (e.g. "A$+B"), whose text --raw appends to the QR's: only the QR decoder is enabled.
    const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', '-Sbinary', file], {
      encoding: 'buffer',
    }).catch((error: { stdout?: Buffer }) => ({
      stdout: error.stdout ?? Buffer.alloc(0),
    }))
    return { jsqr, zbar: stdout.length > 0 ? stdout.toString('utf8') : null }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
