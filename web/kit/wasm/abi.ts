import { CoreError } from './errors.ts'

/** The raw exports of the wasm core (`crates/wasm/src/lib.rs` documents the contract). */
export interface CoreExports {
  memory: WebAssembly.Memory
  alloc(len: number): number
  dealloc(ptr: number, len: number): void
  result_ptr(): number
  result_len(): number
  [fn: string]: unknown
}

const STATUS_OK = 0
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * Calls into the core: copies byte inputs into wasm memory, runs the export, and copies its
 * result out. A non-OK status becomes a {@link CoreError} carrying the core's message.
 */
export class CoreAbi {
  constructor(private readonly exports: CoreExports) {}

  /**
   * Runs export `fn`. Each `Uint8Array` or string input is passed as two arguments (pointer,
   * length); numbers pass as they are. Returns a copy of the result bytes.
   */
  call(fn: string, ...inputs: (Uint8Array | string | number)[]): Uint8Array {
    const exported = this.exports[fn]
    if (typeof exported !== 'function') throw new CoreError(fn, `the core has no function "${fn}"`)
    const owned: [number, number][] = []
    try {
      const args: number[] = []
      for (const input of inputs) {
        if (typeof input === 'number') {
          args.push(input)
          continue
        }
        const bytes = typeof input === 'string' ? encoder.encode(input) : input
        const ptr = bytes.length ? this.alloc(fn, bytes.length) : 0
        if (bytes.length) {
          owned.push([ptr, bytes.length])
          new Uint8Array(this.exports.memory.buffer, ptr, bytes.length).set(bytes)
        }
        args.push(ptr, bytes.length)
      }
      const status = (exported as (...a: number[]) => number)(...args)
      const out = this.result()
      if (status !== STATUS_OK) throw new CoreError(fn, decoder.decode(out))
      return out
    } finally {
      for (const [ptr, len] of owned) this.exports.dealloc(ptr, len)
    }
  }

  /** Like {@link call}, decoding the result as UTF-8 text. */
  callText(fn: string, ...inputs: (Uint8Array | string | number)[]): string {
    return decoder.decode(this.call(fn, ...inputs))
  }

  /** Memory for an input of `fn`; the core answers null (0) when it cannot grow its memory. */
  private alloc(fn: string, len: number): number {
    const ptr = this.exports.alloc(len)
    if (!ptr) throw new CoreError(fn, `out of memory: the core could not allocate ${len} bytes for an input`)
    return ptr
  }

  private result(): Uint8Array {
    const ptr = this.exports.result_ptr()
    const len = this.exports.result_len()
    return new Uint8Array(this.exports.memory.buffer, ptr, len).slice()
  }
}
