import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The core's client (web/kit/wasm/client.ts) starts the worker on the first call and fetches
// comlink's chunk beside it. Here the worker is a stand-in that records its start, and comlink's
// chunk arrives when the test lets it (or fails to), so the order of the two can be seen.

/** comlink's chunk, arriving when the test releases it, or failing when the test says so. */
function mockComlinkChunk() {
  const chunk = { release: () => {}, fail: (_: Error) => {} }
  const arrived = new Promise<void>((resolve, reject) => {
    chunk.release = resolve
    chunk.fail = reject
  })
  vi.doMock('comlink', async () => {
    await arrived
    return {
      wrap: (worker: FakeWorker) => ({
        invoke: async (name: string) => `${name} from worker ${worker.index}`,
      }),
    }
  })
  return chunk
}

class FakeWorker {
  static started: FakeWorker[] = []
  readonly index = FakeWorker.started.length
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this)
  }
  terminate() {
    this.terminated = true
  }
}

/** Lets pending promise callbacks and module loading run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

beforeEach(() => {
  FakeWorker.started = []
  vi.stubGlobal('Worker', FakeWorker)
  vi.resetModules()
})

afterEach(() => {
  vi.doUnmock('comlink')
  vi.unstubAllGlobals()
})

describe('core client', () => {
  it('starts the worker on the first call, before comlink has arrived, and once', async () => {
    const chunk = mockComlinkChunk()
    const { core } = await import('../../../web/kit/wasm/client.ts')
    expect(FakeWorker.started).toHaveLength(0)
    const first = core.version()
    const second = core.qrEncode('a')
    await settle()
    // comlink's chunk is still on its way: the worker is already fetching its own script.
    expect(FakeWorker.started).toHaveLength(1)
    expect(FakeWorker.started[0].options).toEqual({ type: 'module', name: 'core' })
    expect(FakeWorker.started[0].url.pathname).toMatch(/\/web\/kit\/wasm\/worker\.ts$/)
    chunk.release()
    expect(await first).toBe('version from worker 0')
    expect(await second).toBe('qrEncode from worker 0')
    expect(FakeWorker.started).toHaveLength(1)
  })

  it('a failed fetch of comlink ends that worker; the next call starts over', async () => {
    const failing = mockComlinkChunk()
    const { core } = await import('../../../web/kit/wasm/client.ts')
    const first = core.version()
    await settle()
    failing.fail(new TypeError('Failed to fetch dynamically imported module'))
    await expect(first).rejects.toThrow()
    expect(FakeWorker.started[0].terminated).toBe(true)
    vi.resetModules()
    const chunk = mockComlinkChunk()
    const again = core.version()
    await settle()
    expect(FakeWorker.started).toHaveLength(2)
    chunk.release()
    expect(await again).toBe('version from worker 1')
  })
})
