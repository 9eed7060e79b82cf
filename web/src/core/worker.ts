/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'
import { createCoreApi, type CoreApi } from './api'
import type { CoreExports } from './abi'
import { toWire } from './errors'

// The wasm module instantiates asynchronously; expose() must run synchronously or the first
// message (sent the moment the worker exists) arrives before anyone listens.
const api: Promise<CoreApi> = import('../../generated/core.wasm').then((wasm) =>
  createCoreApi(wasm as unknown as CoreExports),
)

/** Typed arrays in a result, whose buffers can move to the main thread instead of being copied. */
function transferables(result: unknown): ArrayBuffer[] {
  if (typeof result !== 'object' || result === null) return []
  return Object.values(result)
    .filter((v): v is Uint8Array => ArrayBuffer.isView(v))
    .map((v) => v.buffer as ArrayBuffer)
}

/** Calls one API function, making CoreErrors survive the trip and transferring big results. */
async function invoke(name: keyof CoreApi, args: unknown[]): Promise<unknown> {
  const fn = (await api)[name] as (...a: unknown[]) => unknown
  try {
    const result = fn(...args)
    const buffers = transferables(result)
    return buffers.length ? transfer(result, buffers) : result
  } catch (error) {
    throw toWire(error)
  }
}

expose({ invoke })
