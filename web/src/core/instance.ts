import type { CoreExports } from './abi'

type Functions = Record<string, (...args: never[]) => unknown>

/**
 * A module's API on an instance that is replaced after a trap. A trap (a WebAssembly
 * RuntimeError: an out-of-bounds access, or `unreachable` after a Rust panic) stops Rust code
 * midway and leaves its stack pointer, allocator and borrow flags as they were, so that instance
 * is never used again: the failing call throws, and the next call runs on a fresh instance of
 * the already compiled module.
 */
export function reinstantiating<Api extends Functions>(module: WebAssembly.Module, makeApi: (exports: CoreExports) => Api): Api {
  let live: Api | undefined
  const current = (): Api => (live ??= makeApi(new WebAssembly.Instance(module).exports as unknown as CoreExports))
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
