import type { Remote } from 'comlink'
import type { CoreApi } from './api.ts'
import { fromWire } from './errors.ts'

/** The core API as the main thread sees it: every function async, errors as CoreError. */
export type AsyncCoreApi = {
  [K in keyof CoreApi]: CoreApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never
}

interface WorkerEndpoint {
  invoke(name: keyof CoreApi, args: unknown[]): Promise<unknown>
}

let remote: Promise<Remote<WorkerEndpoint>> | undefined

/**
 * Starts the worker on first use, so pages that never need the core never load it; comlink comes
 * with it, not in the initial bundle (the WalletConnect connector, which is, refers to the core).
 * The worker starts at once and comlink's chunk is fetched beside it: waiting for the chunk before
 * starting the worker put one more network round trip in series before the first QR code.
 */
function worker(): Promise<Remote<WorkerEndpoint>> {
  if (remote) return remote
  const started = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'core' })
  remote = import('comlink').then(
    ({ wrap }) => wrap<WorkerEndpoint>(started),
    (error: unknown) => {
      // A failed fetch of comlink's chunk: the next call starts over.
      started.terminate()
      remote = undefined
      throw error
    },
  )
  return remote
}

/**
 * The Rust core, running in a Web Worker so the main thread never blocks on it. Nothing starts
 * until a function is called.
 */
export const core = new Proxy({} as AsyncCoreApi, {
  get(_, name) {
    return async (...args: unknown[]) => {
      try {
        return await (await worker()).invoke(name as keyof CoreApi, args)
      } catch (error) {
        throw fromWire(error)
      }
    }
  },
})
