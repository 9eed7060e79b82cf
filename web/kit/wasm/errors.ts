import { BaseError } from '../../shared/errors.ts'

/** An error raised inside the Rust core, carried across the wasm and worker boundaries. */
export class CoreError extends BaseError {
  override name = 'CoreError'
  /** Which core function failed, e.g. `qr_encode`. */
  readonly fn: string

  constructor(fn: string, shortMessage: string) {
    super(shortMessage)
    this.fn = fn
  }
}

/** A core module's download failed (the worker fetches each module on its first use). */
export class CoreDownloadError extends BaseError {
  override name = 'CoreDownloadError'
  constructor(url: string, response: { status: number; statusText: string }) {
    super(`${url}: ${response.status} ${response.statusText}`)
  }
}

/** Marker prefix that lets the main thread rebuild a CoreError thrown inside the worker. */
const WIRE_PREFIX = 'CoreError:'

/** Turns a CoreError into a plain Error whose message survives comlink's serialisation. */
export function toWire(error: unknown): unknown {
  return error instanceof CoreError ? new Error(`${WIRE_PREFIX}${error.fn}:${error.message}`) : error
}

/** Inverse of {@link toWire}: other errors pass through untouched. */
export function fromWire(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith(WIRE_PREFIX)) return error
  const rest = error.message.slice(WIRE_PREFIX.length)
  const colon = rest.indexOf(':')
  return new CoreError(rest.slice(0, colon), rest.slice(colon + 1))
}
