/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'
import { MODULE_OF, authModuleApi, qrModuleApi, validateModuleApi, type CoreApi, type CoreModule } from './api.ts'
import { CoreDownloadError, toWire } from './errors.ts'
import { instantiateSync, reinstantiating } from './instance.ts'
import { instantiateWcModuleSync } from './validate.ts'

type ModuleApi = Partial<Record<keyof CoreApi, (...args: unknown[]) => unknown>>

/** Compiles a module once; streaming when the server labels it application/wasm. */
async function compile(url: URL): Promise<WebAssembly.Module> {
  const response = await fetch(url)
  if (!response.ok) throw new CoreDownloadError(url.href, response)
  if (response.headers.get('content-type')?.startsWith('application/wasm'))
    return WebAssembly.compileStreaming(response)
  return WebAssembly.compile(await response.arrayBuffer())
}

// Each module loads on its first call: showing a QR code never downloads the WalletConnect validation.
// A module that traps gets a fresh instance (instance.ts). expose() still runs synchronously, or
// the first message (sent the moment the worker exists) would arrive before anyone listens.
// Each `new URL('…wasm', import.meta.url)` is written out whole, inside its loader: that literal
// form is what Vite, webpack 5 and Turbopack each resolve on their own (the file emitted as an
// asset of the app, served from its origin), with no plugin; inside the loader, nothing is
// fetched before the module's first call.
const loaders: Record<CoreModule, () => Promise<ModuleApi>> = {
  qr: () =>
    compile(new URL('../../generated/core-qr.wasm', import.meta.url)).then(
      (module) => reinstantiating(instantiateSync(module), qrModuleApi) as ModuleApi,
    ),
  // The validation module imports JavaScript's number functions (wcImports).
  validate: () =>
    compile(new URL('../../generated/core-validate.wasm', import.meta.url)).then(
      (module) => reinstantiating(instantiateWcModuleSync(module), validateModuleApi) as ModuleApi,
    ),
  // The auth module shares the validation module's imports (and its JSON calling convention).
  auth: () =>
    compile(new URL('../../generated/core-auth.wasm', import.meta.url)).then(
      (module) => reinstantiating(instantiateWcModuleSync(module), authModuleApi) as ModuleApi,
    ),
}
const loaded: Partial<Record<CoreModule, Promise<ModuleApi>>> = {}

/** The module's API; a failed download is not remembered, so the next call tries again. */
function load(module: CoreModule): Promise<ModuleApi> {
  return (loaded[module] ??= loaders[module]().catch((error: unknown) => {
    delete loaded[module]
    throw error
  }))
}

/** Typed arrays in a result, whose buffers can move to the main thread instead of being copied. */
function transferables(result: unknown): ArrayBuffer[] {
  if (typeof result !== 'object' || result === null) return []
  return Object.values(result)
    .filter((v): v is Uint8Array => ArrayBuffer.isView(v))
    .map((v) => v.buffer as ArrayBuffer)
}

/** Calls one API function, making CoreErrors survive the trip and transferring big results. */
async function invoke(name: keyof CoreApi, args: unknown[]): Promise<unknown> {
  const fn = (await load(MODULE_OF[name]))[name]!
  try {
    const result = fn(...args)
    const buffers = transferables(result)
    return buffers.length ? transfer(result, buffers) : result
  } catch (error) {
    throw toWire(error)
  }
}

expose({ invoke })
