import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { CORE_WASM_PATHS, loadCoreNode } from '../../../web/kit/wasm/load-node.ts'
import { MODULE_OF, authModuleApi, qrModuleApi, validateModuleApi, type CoreApi } from '../../../web/kit/wasm/api.ts'
import { CoreAbi, type CoreExports } from '../../../web/kit/wasm/abi.ts'
import { CoreError, fromWire, toWire } from '../../../web/kit/wasm/errors.ts'
import { instantiateWcModule } from '../../../web/kit/wasm/validate.ts'

let core: CoreApi

beforeAll(async () => {
  core = await loadCoreNode()
})

describe('core API in Node', () => {
  it('maps every function to the module that exports it', async () => {
    for (const [module, path] of Object.entries(CORE_WASM_PATHS)) {
      const exports =
        module === 'qr'
          ? ((await WebAssembly.instantiate(readFileSync(path))).instance.exports as unknown as CoreExports)
          : await instantiateWcModule(readFileSync(path))
      const exported = Object.keys(exports)
      const api = { qr: qrModuleApi, validate: validateModuleApi, auth: authModuleApi }[
        module as keyof typeof CORE_WASM_PATHS
      ](exports)
      expect(Object.keys(api).every((fn) => MODULE_OF[fn as keyof typeof MODULE_OF] === module)).toBe(true)
      // The WalletConnect calls never reach the QR module, which stays small.
      expect(exported.some((e) => e.startsWith('wc_'))).toBe(module !== 'qr')
    }
  })

  it('reports the workspace version from Cargo.toml', () => {
    const cargo = readFileSync('Cargo.toml', 'utf8')
    const version = /\nversion = "([^"]+)"/.exec(cargo)?.[1]
    expect(version).toBeTruthy()
    expect(core.version()).toBe(version)
  })

  it('turns a missing export into a CoreError naming it', async () => {
    const { instance } = await WebAssembly.instantiate(readFileSync('web/generated/core-qr.wasm'))
    const abi = new CoreAbi(instance.exports as unknown as CoreExports)
    expect(() => abi.call('no_such_fn')).toThrow(CoreError)
    expect(() => abi.call('no_such_fn')).toThrow('the core has no function "no_such_fn"')
  })
})

describe('CoreError over the worker wire', () => {
  it('round-trips function name and message', () => {
    const back = fromWire(toWire(new CoreError('qr_encode', 'QR input: must: not be empty')))
    expect(back).toBeInstanceOf(CoreError)
    expect((back as CoreError).fn).toBe('qr_encode')
    expect((back as CoreError).message).toBe('QR input: must: not be empty')
  })

  it('leaves other errors alone', () => {
    const plain = new Error('boom')
    expect(fromWire(toWire(plain))).toBe(plain)
  })
})
