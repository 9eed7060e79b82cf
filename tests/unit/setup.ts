import { afterAll, vi } from 'vitest'

// Vitest runs each worker's files in one module graph and one global scope (isolate: false in
// vite.config.ts): what a file stubs on the globals (a fake `window`, an env variable) or spies on
// is put back when the file ends, so the next file starts from Node's own globals.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
