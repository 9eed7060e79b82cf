import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { CoreAbi, type CoreExports } from '../../../web/kit/wasm/abi.ts'
import { qrModuleApi } from '../../../web/kit/wasm/api.ts'
import { CoreError } from '../../../web/kit/wasm/errors.ts'
import { CORE_WASM_PATHS } from '../../../web/kit/wasm/load-node.ts'

let qrModule: WebAssembly.Module

beforeAll(async () => {
  qrModule = await WebAssembly.compile(readFileSync(CORE_WASM_PATHS.qr))
})

const instance = () => new WebAssembly.Instance(qrModule).exports as unknown as CoreExports

describe('the ABI checks every allocation', () => {
  it('a null pointer from alloc is a CoreError naming the function; earlier inputs are freed', () => {
    const exports = instance()
    const freed: number[] = []
    let allocations = 0
    const failing: CoreExports = {
      ...exports,
      memory: exports.memory,
      // The first input gets memory, the second gets null, as alloc answers when memory cannot grow.
      alloc: (len) => (++allocations === 1 ? exports.alloc(len) : 0),
      dealloc: (ptr, len) => {
        freed.push(ptr)
        exports.dealloc(ptr, len)
      },
    }
    const error = (() => {
      try {
        new CoreAbi(failing).call('qr_encode', 'hello', 'M', '', NaN, NaN, NaN, NaN)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(CoreError)
    expect((error as CoreError).fn).toBe('qr_encode')
    expect((error as CoreError).message).toBe('out of memory: the core could not allocate 1 bytes for an input')
    expect(freed).toHaveLength(1)
    expect(freed[0]).not.toBe(0)
    // Nothing was written at address 0: the module still encodes correctly.
    expect(qrModuleApi(exports).qrEncode('hello').size).toBe(21)
  })
})
