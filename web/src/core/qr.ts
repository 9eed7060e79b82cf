import type { CoreAbi } from './abi'

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

/** SVG rendering options on top of {@link QrOptions}. */
export interface QrSvgOptions extends QrOptions {
  /** Quiet zone in modules, default 4. */
  margin?: number
  /** Pixels per module for width and height, default 4. */
  scale?: number
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
}

const LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H']
/** Bytes after the modules in qr_encode's output (crates/wasm/src/qr_exports.rs). */
const HEADER_LEN = 4

/** Arguments after the data, in the order of the exports. Unset numbers travel as NaN. */
function optionArgs(o: QrOptions): (string | number)[] {
  const n = (v: number | undefined) => v ?? NaN
  return [o.level ?? '', o.mode ?? '', n(o.version), n(o.minVersion), n(o.maxVersion), n(o.mask)]
}

/** QR functions of the core. */
export function qrApi(abi: CoreAbi) {
  return {
    /** Encodes text (or raw bytes, carried as they are in byte mode) into a QR Code matrix. */
    qrEncode(data: string | Uint8Array, options: QrOptions = {}): QrMatrix {
      const out = abi.call('qr_encode', data, ...optionArgs(options))
      const end = out.length - HEADER_LEN
      return {
        version: out[end],
        level: LEVELS[out[end + 1]],
        mask: out[end + 2],
        size: out[end + 3],
        modules: out.subarray(0, end),
      }
    },

    /** Encodes like {@link qrEncode} and renders an SVG document. */
    qrSvg(data: string | Uint8Array, options: QrSvgOptions = {}): string {
      return abi.callText('qr_svg', data, ...optionArgs(options), options.margin ?? NaN, options.scale ?? NaN)
    },
  }
}
