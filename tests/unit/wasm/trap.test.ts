import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { CoreAbi, type CoreExports } from '../../../web/kit/wasm/abi.ts'
import { qrModuleApi } from '../../../web/kit/wasm/api.ts'
import { CoreError } from '../../../web/kit/wasm/errors.ts'
import { instantiateSync, reinstantiating } from '../../../web/kit/wasm/instance.ts'
import { CORE_WASM_PATHS } from '../../../web/kit/wasm/load-node.ts'

let qrModule: WebAssembly.Module

beforeAll(async () => {
  qrModule = await WebAssembly.compile(readFileSync(CORE_WASM_PATHS.qr))
})

describe('a module that traps is instantiated again', () => {
  /** The QR module's API plus a call with an input pointer far outside its memory. */
  const withTrap = (exports: CoreExports) => ({
    ...qrModuleApi(exports),
    memory: () => exports.memory,
    readOutOfBounds: () => new CoreAbi(exports).call('qr_encode', 0xffff_fff0, 64, 0, 0, 0, 0, NaN, NaN, NaN, NaN),
  })

  it('the trapping call throws a RuntimeError; the next call runs on a fresh instance', () => {
    const api = reinstantiating(instantiateSync(qrModule), withTrap)
    const before = api.memory()
    expect(api.version()).toMatch(/^\d+\.\d+\.\d+$/)
    expect(api.memory()).toBe(before)

    expect(() => api.readOutOfBounds()).toThrow(WebAssembly.RuntimeError)

    expect(api.memory()).not.toBe(before)
    expect(api.qrEncode('after the trap').size).toBe(21)
  })

  it('a CoreError (bad input) keeps the instance', () => {
    const api = reinstantiating(instantiateSync(qrModule), withTrap)
    const before = api.memory()
    expect(() => api.qrEncode('')).toThrow(CoreError)
    expect(api.memory()).toBe(before)
  })
})
