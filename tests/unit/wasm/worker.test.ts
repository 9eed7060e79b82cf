import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { wrap, type Remote } from 'comlink'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CoreApi } from '../../../web/kit/wasm/api.ts'
import { CORE_WASM_PATHS } from '../../../web/kit/wasm/load-node.ts'

// The core's worker (web/kit/wasm/worker.ts) run in Node: the module as the browser loads it,
// exposed over comlink on one end of a MessageChannel (a worker's `self` is the other end), its
// wasm fetched from web/generated/. The test reaches it only through its messages.

/** Every instance the worker creates, in order, and whether the next QR call on it traps. */
const instances: { trapNext: boolean; encodes: number }[] = []
/** How many times the validation module's download answers 404 before it is served. */
let validateDownloadFailures = 0

/**
 * WebAssembly.Instance, recording each instance. A QR call on an instance marked `trapNext` runs
 * the real `qr_encode` with an input pointer past the end of memory (as trap.test.ts does):
 * a real trap of the real module, the way a bug in the Rust code would end.
 */
class RecordingInstance extends WebAssembly.Instance {
  readonly #exports: WebAssembly.Exports

  constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    super(module, imports)
    const real = super.exports
    const record = { trapNext: false, encodes: 0 }
    instances.push(record)
    const encode = real.qr_encode as ((...args: number[]) => number) | undefined
    this.#exports = !encode
      ? real
      : {
          ...real,
          qr_encode: (ptr: number, len: number, ...rest: number[]) => {
            record.encodes += 1
            if (!record.trapNext) return encode(ptr, len, ...rest)
            record.trapNext = false
            return encode(0xffff_fff0, 64, ...rest)
          },
        }
  }

  override get exports(): WebAssembly.Exports {
    return this.#exports
  }
}

let core: Remote<{ invoke(name: keyof CoreApi, args: unknown[]): Promise<unknown> }>
const channel = new MessageChannel()

beforeAll(async () => {
  vi.stubGlobal('WebAssembly', Object.create(WebAssembly, { Instance: { value: RecordingInstance } }))
  vi.stubGlobal('fetch', async (url: string) => {
    const file = Object.values(CORE_WASM_PATHS).find(
      (path) => basename(path) === basename(new URL(url, 'http://app').pathname),
    )
    if (!file) return new Response(null, { status: 404, statusText: 'Not Found' })
    if (file === CORE_WASM_PATHS.validate && validateDownloadFailures > 0) {
      validateDownloadFailures -= 1
      return new Response(null, { status: 404, statusText: 'Not Found' })
    }
    return new Response(readFileSync(file), { headers: { 'content-type': 'application/wasm' } })
  })
  // comlink's expose() listens on the worker's global scope and answers through it.
  vi.stubGlobal('addEventListener', channel.port1.addEventListener.bind(channel.port1))
  vi.stubGlobal('removeEventListener', channel.port1.removeEventListener.bind(channel.port1))
  vi.stubGlobal('postMessage', channel.port1.postMessage.bind(channel.port1))
  channel.port1.start()
  await import('../../../web/kit/wasm/worker.ts')
  core = wrap(channel.port2)
})

afterAll(() => {
  channel.port1.close()
  channel.port2.close()
  vi.unstubAllGlobals()
})

const encode = (text: string) => core.invoke('qrEncode', [text]) as Promise<{ size: number }>

describe('the core worker', () => {
  it('a module that traps is instantiated again: the trapping call fails, the next one runs on a fresh instance', async () => {
    expect((await encode('before a trap')).size).toBe(21)
    expect(instances).toHaveLength(1)

    instances[0].trapNext = true
    await expect(encode('trapping')).rejects.toMatchObject({ name: 'RuntimeError' })

    expect((await encode('after the trap')).size).toBe(21)
    expect(instances).toHaveLength(2)
    // Each call ran where it should: two on the first instance, the last one on the new instance.
    expect(instances.map((i) => i.encodes)).toEqual([2, 1])
  })

  it('a failed download fails that call with its status, and the next call downloads again', async () => {
    validateDownloadFailures = 1
    const uri = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
    await expect(core.invoke('parsePairingUri', [uri])).rejects.toMatchObject({
      name: 'CoreDownloadError',
      message: expect.stringMatching(/core-validate\.wasm: 404 Not Found$/),
    })
    expect(await core.invoke('parsePairingUri', [uri])).toMatchObject({ topic: 'ab'.repeat(32), version: 2 })
  })
})
