/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'
import { MODULE_OF, qrModuleApi, relayModuleApi, type CoreApi, type CoreModule } from './api'
import type { CoreExports } from './abi'
import { toWire } from './errors'

type ModuleApi = Partial<Record<keyof CoreApi, (...args: unknown[]) => unknown>>

// Each module loads on its first call: showing a QR code never downloads the relay validation.
// expose() still runs synchronously, or the first message (sent the moment the worker exists)
// would arrive before anyone listens.
const loaders: Record<CoreModule, () => Promise<ModuleApi>> = {
  qr: () => import('../../generated/core-qr.wasm').then((wasm) => qrModuleApi(wasm as unknown as CoreExports) as ModuleApi),
  relay: () => import('../../generated/core-relay.wasm').then((wasm) => relayModuleApi(wasm as unknown as CoreExports) as ModuleApi),
}
const loaded: Partial<Record<CoreModule, Promise<ModuleApi>>> = {}

/** Typed arrays in a result, whose buffers can move to the main thread instead of being copied. */
function transferables(result: unknown): ArrayBuffer[] {
  if (typeof result !== 'object' || result === null) return []
  return Object.values(result)
    .filter((v): v is Uint8Array => ArrayBuffer.isView(v))
    .map((v) => v.buffer as ArrayBuffer)
}

/** Calls one API function, making CoreErrors survive the trip and transferring big results. */
async function invoke(name: keyof CoreApi, args: unknown[]): Promise<unknown> {
  const module = MODULE_OF[name]
  const fn = (await (loaded[module] ??= loaders[module]()))[name]!
  try {
    const result = fn(...args)
    const buffers = transferables(result)
    return buffers.length ? transfer(result, buffers) : result
  } catch (error) {
    throw toWire(error)
  }
}

expose({ invoke })
