import type { CoreAbi } from './abi.ts'
import { CoreError } from './errors.ts'

/** Error correction level: recovers about 7 %, 15 %, 25 % or 30 % of the codewords. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H'

/** How the text is split into segments: the shortest mix, or one segment in one mode. */
export type QrMode = 'auto' | 'byte' | 'alphanumeric' | 'numeric'

/** Encoding options; every field is optional and validated by the core. */
export interface QrOptions {
  /** Error correction level, default 'M'. */
  level?: QrLevel
  /** A fixed version (1–40); excludes minVersion and maxVersion. */
  version?: number
  /** Smallest version to consider, default 1. */
  minVersion?: number
  /** Largest version to consider, default 40. */
  maxVersion?: number
  /** A forced mask pattern (0–7); by default the one of lowest penalty. */
  mask?: number
  /** Segmentation, default 'auto'. */
  mode?: QrMode
}

/**
 * An encoded symbol. `modules` starts at offset 0 of its own buffer (which ends with 4 header
 * bytes past the view), so a worker can transfer `modules.buffer`.
 */
export interface QrMatrix {
  version: number
  level: QrLevel
  mask: number
  /** Side length in modules (4 × version + 17), without quiet zone. */
  size: number
  /** size × size bytes, row-major, 1 = dark. */
  modules: Uint8Array
  /**
   * Row/column coordinates of the alignment pattern centres (ISO/IEC 18004 Annex E), ascending;
   * none in version 1. Each pair of them centres a pattern, except the three at the position
   * markers. The core owns that table: the drawing takes it from here.
   */
  alignment: readonly number[]
}

const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H']
/**
 * The last bytes of qr_encode's output (crates/wasm-qr/src/qr_exports.rs): version, level, mask,
 * size and the count of alignment positions, which come between the modules and them.
 */
const HEADER_LEN = 5

/**
 * Arguments after the data, in the order of the export: every option as text, '' when unset.
 * Numbers go as `String(x)`, so the core validates (and quotes in its messages) what the caller
 * wrote, and needs no float code of its own.
 */
function optionArgs(o: QrOptions): string[] {
  const s = (v: number | undefined) => (v === undefined ? '' : String(v))
  return [o.level ?? '', o.mode ?? '', s(o.version), s(o.minVersion), s(o.maxVersion), s(o.mask)]
}

/**
 * A lone surrogate has no UTF-8 form: TextEncoder would quietly turn it into U+FFFD and the code
 * would carry other text than the caller's. In `u` mode `\p{Cs}` matches only unpaired ones.
 */
function refuseLoneSurrogate(text: string): void {
  const index = text.search(/\p{Cs}/u)
  if (index < 0) return
  const unit = text.charCodeAt(index).toString(16).toUpperCase()
  throw new CoreError('qr_encode', `QR input is not valid Unicode: lone surrogate U+${unit} at index ${index}`)
}

/** QR functions of the core. */
export function qrApi(abi: CoreAbi) {
  return {
    /** Encodes text (or raw bytes, carried as they are in byte mode) into a QR Code matrix. */
    qrEncode(data: string | Uint8Array, options: QrOptions = {}): QrMatrix {
      if (typeof data === 'string') refuseLoneSurrogate(data)
      const out = abi.call('qr_encode', data, ...optionArgs(options))
      const header = out.length - HEADER_LEN
      const size = out[header + 3]
      return {
        version: out[header],
        level: LEVELS[out[header + 1]],
        mask: out[header + 2],
        size,
        modules: out.subarray(0, size * size),
        // A plain array: a second view of the modules' buffer would be transferred twice.
        alignment: Array.from(out.subarray(size * size, header)),
      }
    },
  }
}
