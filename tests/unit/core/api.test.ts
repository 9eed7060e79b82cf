import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { loadCoreNode } from '../../../web/src/core/load-node'
import type { CoreApi } from '../../../web/src/core/api'
import { CoreAbi, type CoreExports } from '../../../web/src/core/abi'
import { CoreError, fromWire, toWire } from '../../../web/src/core/errors'

let core: CoreApi

beforeAll(async () => {
  core = await loadCoreNode()
})

describe('core API in Node', () => {
  it('reports the workspace version from Cargo.toml', () => {
    const cargo = readFileSync('Cargo.toml', 'utf8')
    const version = /\nversion = "([^"]+)"/.exec(cargo)?.[1]
    expect(version).toBeTruthy()
    expect(core.version()).toBe(version)
  })

  it('turns a missing export into a CoreError naming it', async () => {
    const { instance } = await WebAssembly.instantiate(readFileSync('web/generated/core.wasm'))
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
