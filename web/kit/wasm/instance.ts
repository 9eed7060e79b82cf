import type { CoreExports } from './abi.ts'

type Functions = Record<string, (...args: never[]) => unknown>

/**
 * A module's API on an instance that is replaced after a trap. A trap (a WebAssembly
 * RuntimeError: an out-of-bounds access, or `unreachable` after a Rust panic) stops Rust code
 * midway and leaves its stack pointer, allocator and borrow flags as they were, so that instance
 * is never used again: the failing call throws, and the next call runs on a fresh instance.
 * `instantiate` makes one synchronously, from a module compiled once (see {@link instantiateSync}).
 */
export function reinstantiating<Api extends Functions>(
  instantiate: () => CoreExports,
  makeApi: (exports: CoreExports) => Api,
): Api {
  let live: Api | undefined
  const current = (): Api => (live ??= makeApi(instantiate()))
  const api: Functions = {}
  for (const name of Object.keys(current())) {
    api[name] = (...args) => {
      try {
        return current()[name](...args)
      } catch (error) {
        if (error instanceof WebAssembly.RuntimeError) live = undefined
        throw error
      }
    }
  }
  return api as Api
}

/** A fresh instance of a compiled module, with the imports it needs (none for the QR module). */
export const instantiateSync =
  (module: WebAssembly.Module, imports: WebAssembly.Imports = {}) =>
  () =>
    new WebAssembly.Instance(module, imports).exports as unknown as CoreExports
